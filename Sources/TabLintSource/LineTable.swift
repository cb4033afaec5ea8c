#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Converts UTF-8 byte offsets into a text to line/column positions and back.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as XML (and LSP) count them. Columns are counted from the
/// start of the line in the requested `PositionEncoding`: UTF-8 bytes, UTF-16 code units or Unicode scalars.
/// Offsets that fall inside a multi-byte character are moved back to its first byte.
package struct LineTable: Sendable {
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    package let lineStarts: [Int]
    private let bytes: [UInt8]

    package init(utf8 bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            if memchr(base, 0x0D, count) == nil {
                // No carriage return (nearly every file): each line ends at a `\n`, which `memchr` finds a word
                // at a time.
                var index = 0
                while index < count, let found = memchr(base + index, 0x0A, count - index) {
                    index = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    starts.append(index)
                }
                return
            }
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        self.lineStarts = starts
        self.bytes = bytes
    }

    package var lineCount: Int { lineStarts.count }

    /// The 0-based line holding `offset` (offsets past the end belong to the last line).
    package func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// End of the line's content (before its line break).
    package func lineContentEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > lineStarts[line], bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The 0-based position of a byte offset, its column counted in `encoding`.
    package func position(of offset: Int, in encoding: PositionEncoding) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        let line = line(containing: clamped)
        let start = lineStarts[line]
        let end = min(clamped, lineContentEnd(line))
        return SourcePosition(line: line, column: columnWidth(from: start, to: end, in: encoding))
    }

    /// The byte offset of a 0-based position; a column past the end of its line clamps to the line's end,
    /// a line past the end of the text clamps to the end of the text (as LSP asks servers to do).
    package func offset(of position: SourcePosition, in encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        var index = lineStarts[position.line]
        let end = lineContentEnd(position.line)
        var remaining = max(0, position.column)
        while remaining > 0, index < end {
            let length = Self.sequenceLength(bytes[index])
            let units: Int
            switch encoding {
            case .utf8: units = length
            case .utf16: units = length == 4 ? 2 : 1
            case .utf32: units = 1
            }
            if units > remaining { break }
            remaining -= units
            index = min(index + length, end)
        }
        return index
    }

    /// Number of `encoding` units between two byte offsets on one line.
    package func columnWidth(from start: Int, to end: Int, in encoding: PositionEncoding) -> Int {
        if encoding == .utf8 { return end - start }
        var index = start
        var units = 0
        while index < end {
            let length = Self.sequenceLength(bytes[index])
            if index + length > end { break }
            units += (encoding == .utf16 && length == 4) ? 2 : 1
            index += length
        }
        return units
    }

    /// Length of the UTF-8 sequence that starts with `lead` (1 for stray continuation bytes).
    @inline(__always)
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}
