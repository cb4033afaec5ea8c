import Foundation

/// How the bytes of a file were turned into the UTF-8 text that every range refers to.
package enum TextEncodingKind: String, Sendable {
    case utf8
    case utf8WithBOM
    case utf16LittleEndian
    case utf16BigEndian
    case other
}

/// Decodes file bytes to UTF-8 text.
///
/// Ranges everywhere in TabLint are byte offsets into the UTF-8 form of a file's text. For UTF-8 files
/// (nearly every Interface Builder file) that is the file itself; a byte-order mark is dropped, and UTF-16
/// files (with a BOM, or recognisable by a leading `<` as UTF-16) are transcoded. Positions expressed as
/// line and column are the same in either form.
package enum TextDecoding {
    package struct Decoded: Sendable {
        package var utf8: [UInt8]
        package var encoding: TextEncodingKind
        /// UTF-16 input held invalid units, replaced with U+FFFD (UTF-8 is not checked here: libxml2 does).
        package var hadInvalidBytes: Bool
    }

    package static func decode(_ bytes: [UInt8]) -> Decoded {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return Decoded(utf8: Array(bytes.dropFirst(3)), encoding: .utf8WithBOM, hadInvalidBytes: false)
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return transcodeUTF16(bytes.dropFirst(2), littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return transcodeUTF16(bytes.dropFirst(2), littleEndian: false) }
        if bytes.count >= 4, bytes[0] == 0x3C, bytes[1] == 0, bytes[2] != 0, bytes[3] == 0 {
            return transcodeUTF16(bytes[...], littleEndian: true)
        }
        if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0x3C, bytes[2] == 0, bytes[3] != 0 {
            return transcodeUTF16(bytes[...], littleEndian: false)
        }
        // UTF-8 is passed through unchanged: libxml2 reports invalid sequences itself, with their position.
        return Decoded(utf8: bytes, encoding: .utf8, hadInvalidBytes: false)
    }

    /// Whether the bytes look like a binary (non-text) file: a NUL byte in the first 8 KB of a file that
    /// is not UTF-16.
    package static func looksBinary(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return false }
        if bytes.count >= 2, (bytes[0] == 0x3C && bytes[1] == 0) || (bytes[0] == 0 && bytes[1] == 0x3C) { return false }
        // `memchr` looks at a word at a time; this runs over every IB file read.
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0, min(buffer.count, 8192)) != nil
        }
    }

    /// UTF-8 for UTF-16 code units (a trailing odd byte dropped); an unpaired surrogate becomes U+FFFD, as
    /// `UTF16`'s decoder repairs it, and marks the text invalid.
    private static func transcodeUTF16(_ body: ArraySlice<UInt8>, littleEndian: Bool) -> Decoded {
        var output: [UInt8] = []
        output.reserveCapacity(body.count / 2)
        var invalid = body.count % 2 != 0
        let end = body.endIndex - body.count % 2
        func unit(at index: Int) -> UInt32 {
            let first = UInt32(body[index]), second = UInt32(body[index + 1])
            return littleEndian ? first | (second << 8) : (first << 8) | second
        }
        var index = body.startIndex
        while index < end {
            let value = unit(at: index)
            index += 2
            if value < 0x80 {
                output.append(UInt8(value))
                continue
            }
            var scalar = value
            if value & 0xF800 == 0xD800 {
                if value < 0xDC00, index < end, case let low = unit(at: index), low & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 2
                } else {
                    invalid = true
                    scalar = 0xFFFD
                }
            }
            appendUTF8(scalar, to: &output)
        }
        return Decoded(utf8: output, encoding: littleEndian ? .utf16LittleEndian : .utf16BigEndian, hadInvalidBytes: invalid)
    }

    /// The UTF-8 bytes of a Unicode scalar value (at least 0x80).
    private static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        if scalar < 0x800 {
            output.append(UInt8(0xC0 | scalar >> 6))
        } else if scalar < 0x10000 {
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
        } else {
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
            output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
        }
        output.append(UInt8(0x80 | scalar & 0x3F))
    }
}
