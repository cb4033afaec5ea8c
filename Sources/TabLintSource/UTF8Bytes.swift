extension String {
    /// The index of the last `byte` in the string's UTF-8 (an ASCII `/` or `.`, say), or nil.
    ///
    /// `utf8.lastIndex(of:)` is a generic collection walk: about 880 instructions for a 70-byte path, and paths are
    /// split this way thousands of times per folder walk. This scans the contiguous bytes.
    package func lastUTF8Index(of byte: UInt8) -> String.Index? {
        var text = self
        return text.withUTF8 { lastOffset(of: byte, in: $0) }.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// What follows the last `/` (the whole path when there is none), found by bytes: `index(after:)` would step
    /// a whole Character, finding grapheme breaks, for every path of a walk.
    package var lastPathComponentByBytes: Substring {
        guard let slash = lastUTF8Index(of: UInt8(ascii: "/")) else { return self[...] }
        return self[utf8.index(after: slash)...]
    }
}

extension Substring {
    /// The index of the last `byte` in the substring's UTF-8, or nil (`String.lastUTF8Index(of:)`).
    package func lastUTF8Index(of byte: UInt8) -> String.Index? {
        var text = self
        return text.withUTF8 { lastOffset(of: byte, in: $0) }.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }
}

private func lastOffset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = bytes.count
    while index > 0 {
        index -= 1
        if bytes[index] == byte { return index }
    }
    return nil
}

extension Substring {
    /// Whether the substring's UTF-8 ends with `suffix`'s. `hasSuffix` compares `Character`s, walking both
    /// backwards a grapheme at a time; a path's folder name is checked for `.lproj` this way for every file.
    package func hasUTF8Suffix(_ suffix: String) -> Bool {
        var text = self
        var tail = suffix
        return text.withUTF8 { bytes in
            tail.withUTF8 { end in
                guard end.count <= bytes.count else { return false }
                return zip(bytes[(bytes.count - end.count)...], end).allSatisfy { $0 == $1 }
            }
        }
    }
}

extension String {
    /// Whether `needle`'s UTF-8 occurs in the string's: a byte search. Foundation's `contains` on strings goes
    /// through `range(of:)`, about 6,500 instructions for a short key (callgrind), and it ran for every document's
    /// type, every Info.plist key and many code tokens.
    package func containsUTF8(_ needle: String) -> Bool {
        var text = self
        return text.withUTF8 { occurs(needle, in: $0) }
    }
}

extension Substring {
    /// Whether `needle`'s UTF-8 occurs in the substring's (`String.containsUTF8(_:)`).
    package func containsUTF8(_ needle: String) -> Bool {
        var text = self
        return text.withUTF8 { occurs(needle, in: $0) }
    }
}

private func occurs(_ needle: String, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var needle = needle
    return needle.withUTF8 { pattern in
        guard let first = pattern.first else { return true }
        guard bytes.count >= pattern.count else { return false }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == first {
            if (1..<pattern.count).allSatisfy({ bytes[start + $0] == pattern[$0] }) { return true }
        }
        return false
    }
}

extension String {
    /// `first`, then `separator` (unless nil), then `second`, made in one allocation from their UTF-8: paths are
    /// joined this way for every entry of a folder walk and every group path of a project, where `reserveCapacity`
    /// and two appends took about twice the instructions (callgrind: 1,143 against 603 a path over the real apps).
    package static func joiningUTF8(_ first: String, _ separator: UInt8?, _ second: String) -> String {
        var first = first
        var second = second
        return first.withUTF8 { head in
            second.withUTF8 { tail in
                let middle = separator == nil ? 0 : 1
                return String(unsafeUninitializedCapacity: head.count + middle + tail.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: head)
                    if let separator { buffer[head.count] = separator }
                    _ = buffer[(head.count + middle)...].initialize(fromContentsOf: tail)
                    return head.count + middle + tail.count
                }
            }
        }
    }
}
