import LSPProtocol

/// Applies LSP text edits to a text, as a client does (all ranges refer to the original text).
package enum TextEdits {
    package static func apply(_ edits: [TextEdit], to text: String, encoding: String = "utf-16") -> String {
        var bytes = Array(text.utf8)
        let lines = LineTableShim(bytes)
        let resolved = edits.map { edit in
            (lines.offset(edit.range.start, encoding), lines.offset(edit.range.end, encoding), edit.newText)
        }
        for (start, end, newText) in resolved.sorted(by: { $0.0 > $1.0 }) {
            bytes.replaceSubrange(start..<end, with: Array(newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Position → offset, written independently of the server's `LineTable` so the tests do not check the
/// server's arithmetic with itself.
private struct LineTableShim {
    let lines: [[UInt8]]
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        var lines: [[UInt8]] = []
        var starts: [Int] = []
        var current: [UInt8] = []
        var start = 0
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A {
                lines.append(current)
                starts.append(start)
                current = []
                start = index + 1
            } else {
                current.append(byte)
            }
        }
        lines.append(current)
        starts.append(start)
        self.lines = lines
        self.starts = starts
    }

    func offset(_ position: Position, _ encoding: String) -> Int {
        guard position.line < lines.count else { return starts.last! + lines.last!.count }
        let line = String(decoding: lines[position.line], as: UTF8.self)
        var units = 0
        var bytes = 0
        for scalar in line.unicodeScalars {
            let width: Int
            switch encoding {
            case "utf-8": width = scalar.utf8.count
            case "utf-32": width = 1
            default: width = scalar.utf16.count
            }
            if units + width > position.character { break }
            units += width
            bytes += scalar.utf8.count
        }
        return starts[position.line] + bytes
    }
}
