extension String {
    /// The index of the last `byte` in the string's UTF-8 (an ASCII `/` or `.`, say), or nil.
    ///
    /// `utf8.lastIndex(of:)` is a generic collection walk: about 880 instructions for a 70-byte path, and paths are
    /// split this way thousands of times per folder walk. This scans the contiguous bytes.
    package func lastUTF8Index(of byte: UInt8) -> String.Index? {
        var text = self
        return text.withUTF8 { lastOffset(of: byte, in: $0) }.map { utf8.index(utf8.startIndex, offsetBy: $0) }
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
