#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension UnsafeBufferPointer where Element == UInt8 {
    /// The offset of the first `byte` at or after `start`, found with `memchr` (a word at a time); `nil` when there is
    /// none. The scanner and the builder look for one byte at a time in text this way (`<`, a closing quote, `&`).
    func firstOffset(of byte: UInt8, from start: Int = 0) -> Int? {
        guard let base = baseAddress, start >= 0, start < count, let found = memchr(base + start, Int32(byte), count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The offset of the last `byte` before `end`; `nil` when there is none. The builder finds a tag's `<` this way,
    /// back from where libxml2 stands (a tag's length away).
    func lastOffset(of byte: UInt8, before end: Int) -> Int? {
        guard end > 0, end <= count else { return nil }
        return self[..<end].lastIndex(of: byte)
    }
}
