#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// Finds byte strings in a file's bytes without decoding them: `memchr` to the next candidate first byte, then
/// `memcmp` (glibc's `memmem` is not visible to Swift without `_GNU_SOURCE`).
enum ByteSearch {
    /// Whether `needle` occurs in `haystack`.
    static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { pin in
                guard let base = hay.baseAddress, let pattern = pin.baseAddress else { return false }
                let first = Int32(needle[0])
                let last = hay.count - pin.count
                var offset = 0
                while offset <= last {
                    guard let found = memchr(base + offset, first, last - offset + 1) else { return false }
                    let position = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(base + position, pattern, pin.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }

    /// Whether any of `needles` occurs in `haystack`.
    static func containsAny(_ needles: [[UInt8]], in haystack: [UInt8]) -> Bool {
        needles.contains { contains($0, in: haystack) }
    }
}
