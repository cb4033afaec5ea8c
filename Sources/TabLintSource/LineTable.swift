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
/// those with a byte outside ASCII (a text with a carriage return stays whole). Every other line is ASCII ending
/// in `\n` (or at the end of the text), where a column is a byte difference in every encoding. Both give the
/// same answers; a compacted table lets a linted document drop its text and keep its positions.
package struct LineTable: Sendable {
    /// Byte offset of the first byte of each line; `starts[0] == 0`. Four bytes a line: texts of 4 GiB or more
    /// are indexed up to their first 4 GiB, and the rest counts as their last line.
    private let starts: [UInt32]
    private let text: Text
    /// The text's length in bytes.
    package let byteCount: Int
    /// Whether the text has a `\r` (its lines may end in `\r\n` or `\r`).
    private let hasCarriageReturn: Bool

    private enum Text: Sendable {
        case whole([UInt8])
        /// The lines holding a byte outside ASCII, by line index, each with its line break (the text has no `\r`).
        case irregularLines([Int: [UInt8]])
    }

    package init(utf8 bytes: [UInt8]) {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        var hasCarriageReturn = false
        let limit = min(bytes.count, Int(UInt32.max))
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            if memchr(base, 0x0D, limit) == nil {
                // No carriage return (nearly every file): each line ends at a `\n`, which `memchr` finds a word
                // at a time.
                var index = 0
                while index < limit, let found = memchr(base + index, 0x0A, limit - index) {
                    index = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    starts.append(UInt32(index))
                }
                return
            }
            hasCarriageReturn = true
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
        self.hasCarriageReturn = hasCarriageReturn
    }

    private init(starts: [UInt32], text: Text, byteCount: Int, hasCarriageReturn: Bool) {
        self.starts = starts
        self.text = text
        self.byteCount = byteCount
        self.hasCarriageReturn = hasCarriageReturn
    }

    /// The same table without the text, keeping only the lines that are not ASCII ending in `\n`. A text with
    /// a carriage return (Xcode writes none) keeps all of it.
    package func compacted() -> LineTable {
        guard case .whole(let bytes) = text, !hasCarriageReturn else { return self }
        var irregular: [Int: [UInt8]] = [:]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Eight bytes at a time to the next byte outside ASCII; its line keeps its bytes, and the search
            // goes on from the next line.
            let count = buffer.count
            let raw = UnsafeRawPointer(base)
            let high: UInt64 = 0x8080_8080_8080_8080
            var index = 0
            while index < count {
                // 32 bytes a step, then 8, then one.
                if index + 32 <= count {
                    let words =
                        raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                    if words & high == 0 {
                        index += 32
                        continue
                    }
                } else if index + 8 <= count {
                    if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & high == 0 {
                        index += 8
                        continue
                    }
                } else if base[index] < 0x80 {
                    index += 1
                    continue
                }
                while index < count, base[index] < 0x80 { index += 1 }
                guard index < count else { break }
                let line = line(containing: index)
                let end = line + 1 < starts.count ? Int(starts[line + 1]) : count
                irregular[line] = Array(buffer[Int(starts[line])..<end])
                index = end
            }
        }
        // A copy of exactly the line count: the table kept for a linted document carries no growth slack.
        let exact = starts.withUnsafeBufferPointer { Array($0) }
        return LineTable(starts: exact, text: .irregularLines(irregular), byteCount: byteCount, hasCarriageReturn: false)
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
