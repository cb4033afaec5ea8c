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
///
/// A table either holds the whole text or, once `compacted()`, only the lines a column count needs to read:
/// those with a byte outside ASCII or a carriage return. Every other line is ASCII ending in `\n` (or at the
/// end of the text), where a column is a byte difference in every encoding. Both give the same answers; a
/// compacted table lets a linted document drop its text and keep its positions.
package struct LineTable: Sendable {
    /// Byte offset of the first byte of each line; `starts[0] == 0`. Four bytes a line: texts of 4 GiB or more
    /// are indexed up to their first 4 GiB, and the rest counts as their last line.
    private let starts: [UInt32]
    private let text: Text
    /// The text's length in bytes.
    package let byteCount: Int

    private enum Text: Sendable {
        case whole([UInt8])
        /// The lines holding a byte outside ASCII or a `\r`, by line index, each with its line break.
        case irregularLines([Int: [UInt8]])
    }

    package init(utf8 bytes: [UInt8]) {
        var starts: [UInt32] = [0]
        let limit = min(bytes.count, Int(UInt32.max))
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            if memchr(base, 0x0D, limit) == nil {
                // No carriage return (nearly every file): each line ends at a `\n`, which `memchr` finds a word
                // at a time. Counting first sizes the table exactly.
                var count = 0
                var index = 0
                while index < limit, let found = memchr(base + index, 0x0A, limit - index) {
                    index = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    count += 1
                }
                starts.reserveCapacity(count + 1)
                index = 0
                while index < limit, let found = memchr(base + index, 0x0A, limit - index) {
                    index = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    starts.append(UInt32(index))
                }
                return
            }
            var index = 0
            while index < limit {
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(UInt32(index + 1))
                } else if byte == 0x0D {
                    if index + 1 < limit, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(UInt32(index + 1))
                }
                index += 1
            }
        }
        self.starts = starts
        self.text = .whole(bytes)
        self.byteCount = bytes.count
    }

    private init(starts: [UInt32], text: Text, byteCount: Int) {
        self.starts = starts
        self.text = text
        self.byteCount = byteCount
    }

    /// The same table without the text, keeping only the lines that are not ASCII ending in `\n`.
    package func compacted() -> LineTable {
        guard case .whole(let bytes) = text else { return self }
        var irregular: [Int: [UInt8]] = [:]
        bytes.withUnsafeBufferPointer { buffer in
            for line in starts.indices {
                let start = Int(starts[line])
                let end = line + 1 < starts.count ? Int(starts[line + 1]) : buffer.count
                if Self.needsItsBytes(UnsafeBufferPointer(rebasing: buffer[start..<end])) {
                    irregular[line] = Array(buffer[start..<end])
                }
            }
        }
        return LineTable(starts: starts, text: .irregularLines(irregular), byteCount: byteCount)
    }

    /// Whether a line has a byte outside ASCII or a `\r`, eight bytes at a time.
    private static func needsItsBytes(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = line.baseAddress else { return false }
        let count = line.count
        var index = 0
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { return true }
            index += 8
        }
        while index < count {
            if base[index] >= 0x80 { return true }
            index += 1
        }
        return memchr(base, 0x0D, count) != nil
    }

    package var lineCount: Int { starts.count }

    /// The lines a compacted table keeps the bytes of (tests), in order; every line for a whole table.
    var keptLines: [Int] {
        switch text {
        case .whole: return Array(starts.indices)
        case .irregularLines(let lines): return lines.keys.sorted()
        }
    }

    /// Byte offset of the first byte of a 0-based line.
    package func start(ofLine line: Int) -> Int { Int(starts[line]) }

    /// Byte offset of the first byte of each line (tests).
    var lineStarts: [Int] { starts.map(Int.init) }

    /// The 0-based line holding `offset` (offsets past the end belong to the last line).
    package func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(starts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// End of the line's content (before its line break).
    package func lineContentEnd(_ line: Int) -> Int {
        let next = line + 1 < starts.count ? Int(starts[line + 1]) : byteCount
        guard let (bytes, first) = lineBytes(line) else {
            // ASCII ending in `\n`, or the last line, which has no line break.
            return line + 1 < starts.count ? next - 1 : next
        }
        let start = Int(starts[line])
        var end = next
        while end > start, bytes[end - 1 - first] == 0x0A || bytes[end - 1 - first] == 0x0D { end -= 1 }
        return end
    }

    /// The 0-based position of a byte offset, its column counted in `encoding`.
    package func position(of offset: Int, in encoding: PositionEncoding) -> SourcePosition {
        let clamped = max(0, min(offset, byteCount))
        let line = line(containing: clamped)
        let start = Int(starts[line])
        let end = min(clamped, lineContentEnd(line))
        return SourcePosition(line: line, column: columnWidth(from: start, to: end, onLine: line, in: encoding))
    }

    /// The byte offset of a 0-based position; a column past the end of its line clamps to the line's end,
    /// a line past the end of the text clamps to the end of the text (as LSP asks servers to do).
    package func offset(of position: SourcePosition, in encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return byteCount }
        var index = Int(starts[position.line])
        let end = lineContentEnd(position.line)
        var remaining = max(0, position.column)
        guard let (bytes, start) = lineBytes(position.line) else { return min(index + remaining, end) }
        while remaining > 0, index < end {
            let length = Self.sequenceLength(bytes[index - start])
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

    /// Number of `encoding` units between two byte offsets on `line`.
    private func columnWidth(from start: Int, to end: Int, onLine line: Int, in encoding: PositionEncoding) -> Int {
        if encoding == .utf8 { return end - start }
        guard let (bytes, lineStart) = lineBytes(line) else { return end - start }
        var index = start
        var units = 0
        while index < end {
            let length = Self.sequenceLength(bytes[index - lineStart])
            if index + length > end { break }
            units += (encoding == .utf16 && length == 4) ? 2 : 1
            index += length
        }
        return units
    }

    /// The bytes a line's columns are counted in, and the offset of their first byte: the whole text, or the
    /// line's own bytes. `nil` for a line a compacted table knows to be ASCII ending in `\n`.
    private func lineBytes(_ line: Int) -> (ArraySlice<UInt8>, Int)? {
        switch text {
        case .whole(let bytes): return (bytes[...], 0)
        case .irregularLines(let lines): return lines[line].map { ($0[...], Int(starts[line])) }
        }
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
