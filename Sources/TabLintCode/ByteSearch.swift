#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// Finds byte strings in a file's bytes without decoding them: `memchr` to the next occurrence of the needle's
/// rarest byte (an upper-case letter, else the least common lower-case letter in source code), then `memcmp` around
/// it. Anchoring on a rare byte keeps `memchr`'s stops few (glibc's `memmem` is not visible to Swift without
/// `_GNU_SOURCE`).
package enum ByteSearch {
    /// A byte string to find, with the offset of the byte `memchr` looks for.
    package struct Needle: Sendable {
        let bytes: [UInt8]
        let anchor: Int

        package init(_ text: String) {
            let bytes = Array(text.utf8)
            self.bytes = bytes
            anchor = bytes.indices.min { Self.commonness(bytes[$0]) < Self.commonness(bytes[$1]) } ?? 0
        }

        /// Lower for rarer bytes in source code.
        private static func commonness(_ byte: UInt8) -> Int {
            // Lower-case letters from the least to the most frequent in English-named identifiers.
            let rank: [UInt8] = Array("zqjxkvbywgpfmuchdlrsnoiate".utf8)
            if let position = rank.firstIndex(of: byte) { return 100 + position }
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { return 50 }
            return 80
        }
    }

    /// Whether `needle` occurs in `haystack`.
    package static func contains(_ needle: Needle, in haystack: [UInt8]) -> Bool {
        haystack.withUnsafeBytes { contains(needle, in: $0) }
    }

    /// Whether `needle` occurs in the bytes at `hay` (a string's contiguous UTF-8, say).
    package static func contains(_ needle: Needle, in hay: UnsafeRawBufferPointer) -> Bool {
        let pattern = needle.bytes
        guard !pattern.isEmpty else { return true }
        guard hay.count >= pattern.count else { return false }
        return pattern.withUnsafeBytes { pin in
            guard let base = hay.baseAddress, let start = pin.baseAddress else { return false }
            let anchor = needle.anchor
            let byte = Int32(pattern[anchor])
            // Positions of the anchor byte that leave room for the whole needle.
            var offset = anchor
            let last = hay.count - pin.count + anchor
            while offset <= last {
                guard let found = memchr(base + offset, byte, last - offset + 1) else { return false }
                let position = base.distance(to: UnsafeRawPointer(found))
                if memcmp(base + (position - anchor), start, pin.count) == 0 { return true }
                offset = position + 1
            }
            return false
        }
    }

    /// Whether any of `needles` occurs in `haystack`.
    static func containsAny(_ needles: [Needle], in haystack: [UInt8]) -> Bool {
        needles.contains { contains($0, in: haystack) }
    }
}
