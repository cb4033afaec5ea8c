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
    /// The offset of the last `byte` before `end`, found with `memrchr` where the C library has it (glibc; Swift's
    /// `Glibc` module does not declare it, so it is looked up by name once), else a byte at a time; `nil` when there is
    /// none. The builder finds a tag's `<` this way, back from where libxml2 stands.
    func lastOffset(of byte: UInt8, before end: Int) -> Int? {
        guard let base = baseAddress, end > 0, end <= count else { return nil }
        if let memrchr = reverseSearch {
            guard let found = memrchr(base, Int32(byte), end) else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }
        var index = end - 1
        while index >= 0 {
            if base[index] == byte { return index }
            index -= 1
        }
        return nil
    }
}

/// glibc's `memrchr`, when the C library has it.
private let reverseSearch: (@convention(c) (UnsafeRawPointer, Int32, Int) -> UnsafeMutableRawPointer?)? = {
    #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "memrchr") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeRawPointer, Int32, Int) -> UnsafeMutableRawPointer?).self)
    #else
        return nil
    #endif
}()
