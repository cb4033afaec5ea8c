import TabLintModel
import TabLintSource

/// Text-level helpers for edits that keep a file valid XML laid out the way Interface Builder writes it.
enum XMLText {
    /// The whitespace before the element starting at `offset`, when it starts its line (else nothing).
    static func indentation(at offset: Int, in file: SourceFile) -> String {
        let start = lineStart(offset, in: file)
        let prefix = file.text[start..<offset]
        guard prefix.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return "" }
        return String(decoding: prefix, as: UTF8.self)
    }

    /// Inserts `element` (its first line unindented, later lines indented as at `oldIndent`) as the first child
    /// of the element at `location`, one level deeper; a self-closing element gets an end tag.
    static func insertChild(_ element: String, oldIndent: String = "", into location: ElementLocation, file: SourceFile) -> SourceEdit {
        let indent = indentation(at: location.startTag.lowerBound, in: file)
        let inner = indent + "    "
        let lines = element.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line -> String in
            guard index > 0 else { return String(line) }
            return line.hasPrefix(oldIndent) ? inner + line.dropFirst(oldIndent.count) : String(line)
        }
        let body = lines.joined(separator: "\n")
        let end = location.startTag.upperBound
        if location.isSelfClosing, end >= 2, file.text[end - 2] == UInt8(ascii: "/") {
            let name = file.string(in: location.nameRange)
            return SourceEdit(file: file, range: (end - 2)..<end, text: ">\n\(inner)\(body)\n\(indent)</\(name)>")
        }
        return SourceEdit(file: file, range: end..<end, text: "\n\(inner)\(body)")
    }

    /// Removes an element; when it stands alone on its lines, the lines go too.
    static func removeElement(_ range: Range<Int>, in file: SourceFile) -> SourceEdit {
        let lines = file.lines
        let first = lines.line(containing: range.lowerBound), last = lines.line(containing: range.upperBound)
        let start = lines.start(ofLine: first)
        let before = file.text[start..<range.lowerBound], after = file.text[range.upperBound..<lines.lineContentEnd(last)]
        guard (before + after).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return SourceEdit(file: file, range: range, text: "") }
        // The whole lines, with the line break that ends them.
        let end = last + 1 < lines.lineCount ? lines.start(ofLine: last + 1) : file.text.count
        return SourceEdit(file: file, range: start..<end, text: "")
    }

    static func lineStart(_ offset: Int, in file: SourceFile) -> Int {
        file.lines.start(ofLine: file.lines.line(containing: offset))
    }
}
