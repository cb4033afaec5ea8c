/// Finds git merge-conflict markers (`<<<<<<<`, `=======`, `>>>>>>>` at the start of a line).
enum MergeConflictScanner {
    /// The 1-based line of the first marker, or nil.
    static func firstMarkerLine(in bytes: [UInt8]) -> Int? {
        var line = 1
        var lineStart = 0
        var index = 0
        let count = bytes.count
        while index <= count {
            if index == count || bytes[index] == 0x0A {
                if isMarker(bytes, from: lineStart, to: index) { return line }
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return nil
    }

    private static func isMarker(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        guard end - start >= 7 else { return false }
        let first = bytes[start]
        guard first == UInt8(ascii: "<") || first == UInt8(ascii: "=") || first == UInt8(ascii: ">") else { return false }
        for offset in 1..<7 where bytes[start + offset] != first { return false }
        if first == UInt8(ascii: "=") {
            // "=======" stands alone on its line.
            var rest = start + 7
            while rest < end, bytes[rest] == 0x20 || bytes[rest] == 0x09 || bytes[rest] == 0x0D { rest += 1 }
            return rest == end
        }
        return end - start == 7 || bytes[start + 7] == 0x20 || bytes[start + 7] == 0x0D
    }
}
