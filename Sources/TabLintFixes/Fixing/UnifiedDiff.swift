/// A unified diff (`diff -u`, 3 lines of context) of a file whose changed regions are known: no diff
/// algorithm, each change's lines are replaced whole.
package enum UnifiedDiff {
    package static let context = 3

    /// The diff of `old` → `new`, given the changed byte regions in order (`old` ranges of the old text, `new`
    /// ranges of the new text); empty when nothing changed.
    package static func diff(
        old: [UInt8], new: [UInt8], changes: [(old: Range<Int>, new: Range<Int>)], oldName: String, newName: String
    ) -> String {
        let oldLines = lines(old), newLines = lines(new)
        // Each change as whole lines: [a, b) of the old lines stands for [c, d) of the new ones.
        var spans: [(a: Int, b: Int, c: Int, d: Int)] = []
        for change in changes {
            // A change that ends where a line starts, in both texts, leaves that line alone.
            let whole = startsLine(change.old.upperBound, old) && startsLine(change.new.upperBound, new)
            let a = line(of: change.old.lowerBound, in: oldLines), c = line(of: change.new.lowerBound, in: newLines)
            let b = min(line(of: change.old.upperBound, in: oldLines) + (whole ? 0 : 1), oldLines.count)
            let d = min(line(of: change.new.upperBound, in: newLines) + (whole ? 0 : 1), newLines.count)
            if let last = spans.last, a <= last.b {
                spans[spans.count - 1] = (last.a, max(last.b, b), last.c, max(last.d, d))
            } else {
                spans.append((a, b, c, d))
            }
        }
        spans.removeAll { span in
            span.b - span.a == span.d - span.c && (0..<(span.b - span.a)).allSatisfy { oldLines[span.a + $0] == newLines[span.c + $0] }
        }
        guard !spans.isEmpty else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < spans.count {
            var end = index
            while end + 1 < spans.count, spans[end + 1].a - spans[end].b <= 2 * context { end += 1 }
            let oldStart = max(0, spans[index].a - context), oldEnd = min(oldLines.count, spans[end].b + context)
            let newStart = spans[index].c - (spans[index].a - oldStart)
            let newEnd = spans[end].d + (oldEnd - spans[end].b)
            output += "@@ -\(range(oldStart, oldEnd)) +\(range(newStart, newEnd)) @@\n"
            var position = oldStart
            for span in spans[index...end] {
                for line in oldLines[position..<span.a] { output += render(" ", line) }
                for line in oldLines[span.a..<span.b] { output += render("-", line) }
                for line in newLines[span.c..<span.d] { output += render("+", line) }
                position = span.b
            }
            for line in oldLines[position..<oldEnd] { output += render(" ", line) }
            index = end + 1
        }
        return output
    }

    private static func startsLine(_ offset: Int, _ text: [UInt8]) -> Bool { offset == 0 || text[offset - 1] == 0x0A }

    /// The text's lines, each with its line break.
    static func lines(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in text.enumerated() where byte == 0x0A {
            result.append(text[start...index])
            start = index + 1
        }
        if start < text.count { result.append(text[start...]) }
        return result
    }

    /// The index of the line holding `offset` (the line count for the end of a text that ends with a break).
    static func line(of offset: Int, in lines: [ArraySlice<UInt8>]) -> Int {
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].endIndex <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func range(_ start: Int, _ end: Int) -> String {
        let count = end - start
        return count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    private static func render(_ marker: String, _ line: ArraySlice<UInt8>) -> String {
        let text = marker + String(decoding: line, as: UTF8.self)
        return line.last == 0x0A ? text : text + "\n\\ No newline at end of file\n"
    }
}
