#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// Finds byte strings in a file's bytes without decoding them: `memchr` to the next occurrence of the needle's
/// rarest byte in source code, a look at its second rarest byte, then `memcmp` around it. Anchoring on a rare byte
/// keeps `memchr`'s stops few, and most stops end at the second byte (glibc's `memmem` is not visible to Swift
/// without `_GNU_SOURCE`).
package enum ByteSearch {
    /// A byte string to find, with the offsets of the byte `memchr` looks for and of the byte checked next.
    package struct Needle: Sendable {
        let bytes: [UInt8]
        let anchor: Int
        let second: Int

        /// The needle's length in bytes.
        package var length: Int { bytes.count }

        package init(_ text: String) {
            let bytes = Array(text.utf8)
            self.bytes = bytes
            // The first of the rarest, then the first of the rarest of the others (a needle is made per question
            // about a class: two passes, not a sort).
            let commonness = bytes.map(Self.commonness)
            let anchor = commonness.indices.min { commonness[$0] < commonness[$1] } ?? 0
            self.anchor = anchor
            second = commonness.indices.filter { $0 != anchor }.min { commonness[$0] < commonness[$1] } ?? anchor
        }

        /// Lower for rarer bytes in source code: printable ASCII by its frequency in the 8,687 Swift and
        /// Objective-C files of the real-world corpus's apps (52 MB), every other byte (blanks, line ends, UTF-8) as
        /// common as the commonest. `=` (0.48% of the bytes) is rarer than most letters (`l` is 3.03%).
        static func commonness(_ byte: UInt8) -> Int {
            rank.firstIndex(of: byte) ?? rank.count
        }

        private static let rank: [UInt8] = Array(
            #"~^ZJ$'|%+9&\Q`78<!546#XY3>j?zqG2@HW1K-*BMU][V;_FkP}{0LD=E"xONARvTCI/w,y()b:.Sghfmpudclsonarite"#.utf8)
    }

    /// Whether `needle` occurs in `haystack`.
    package static func contains(_ needle: Needle, in haystack: [UInt8]) -> Bool {
        haystack.withUnsafeBytes { contains(needle, in: $0) }
    }

    /// Whether `needle` occurs in the bytes at `hay` (a string's contiguous UTF-8, say).
    package static func contains(_ needle: Needle, in hay: UnsafeRawBufferPointer) -> Bool {
        guard !needle.bytes.isEmpty else { return true }
        return firstStop(in: hay, at: needle.bytes[needle.anchor]) { needle.matches(in: hay, anchoredAt: $0) }
    }

    /// The offsets in `haystack` where `needle` starts, in order.
    package static func offsets(of needle: Needle, in haystack: [UInt8]) -> [Int] {
        guard !needle.bytes.isEmpty else { return [] }
        var found: [Int] = []
        haystack.withUnsafeBytes { hay in
            _ = firstStop(in: hay, at: needle.bytes[needle.anchor]) { position in
                if needle.matches(in: hay, anchoredAt: position) { found.append(position - needle.anchor) }
                return false
            }
        }
        return found
    }

    /// Whether any of `needles` occurs in `haystack`: one `memchr` pass per anchor byte the needles share.
    static func containsAny(_ needles: NeedleSet, in haystack: [UInt8]) -> Bool {
        if needles.holdsEmpty { return true }
        return haystack.withUnsafeBytes { hay in
            needles.groups.contains { group in
                firstStop(in: hay, at: group.byte) { position in
                    group.needles.contains { $0.matches(in: hay, anchoredAt: position) }
                }
            }
        }
    }

    /// Whether `stop` holds at some position of `hay` that holds `byte`.
    private static func firstStop(in hay: UnsafeRawBufferPointer, at byte: UInt8, _ stop: (Int) -> Bool) -> Bool {
        guard let base = hay.baseAddress else { return false }
        var offset = 0
        while offset < hay.count {
            guard let found = memchr(base + offset, Int32(byte), hay.count - offset) else { return false }
            let position = base.distance(to: UnsafeRawPointer(found))
            if stop(position) { return true }
            offset = position + 1
        }
        return false
    }

    /// Needles grouped by their anchor byte, so that needles anchored on the same byte share one pass.
    package struct NeedleSet: Sendable {
        struct Group: Sendable {
            let byte: UInt8
            var needles: [Needle]
        }

        let groups: [Group]
        /// An empty needle occurs in every haystack.
        let holdsEmpty: Bool

        package init(_ needles: [Needle]) {
            var groups: [Group] = []
            for needle in needles where !needle.bytes.isEmpty {
                let byte = needle.bytes[needle.anchor]
                if let index = groups.firstIndex(where: { $0.byte == byte }) {
                    groups[index].needles.append(needle)
                } else {
                    groups.append(Group(byte: byte, needles: [needle]))
                }
            }
            self.groups = groups
            holdsEmpty = needles.contains { $0.bytes.isEmpty }
        }
    }
}

extension ByteSearch.Needle {
    /// Whether the needle occurs with its anchor byte at `position` of `hay` (which holds the anchor byte there).
    func matches(in hay: UnsafeRawBufferPointer, anchoredAt position: Int) -> Bool {
        let start = position - anchor
        guard start >= 0, start + bytes.count <= hay.count, hay[start + second] == bytes[second] else { return false }
        return bytes.withUnsafeBytes { pattern in memcmp(hay.baseAddress! + start, pattern.baseAddress!, pattern.count) == 0 }
    }
}
