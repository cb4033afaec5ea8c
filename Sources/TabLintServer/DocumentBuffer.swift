import LSPProtocol
import TabLintSource

/// The text of an open document as the editor has it, edited in place by `didChange`.
struct DocumentBuffer: Sendable {
    private(set) var bytes: [UInt8]
    private(set) var lines: LineTable

    init(_ text: String) {
        bytes = Array(text.utf8)
        lines = LineTable(utf8: bytes)
    }

    /// Applies one change. A range outside the text is clamped to it (as LSP asks: a line past the end is
    /// the end, a character past a line's end is the line's end) and reported in the returned note.
    mutating func apply(_ change: TextDocumentContentChangeEvent, encoding: PositionEncoding) -> String? {
        guard let range = change.range else {
            bytes = Array(change.text.utf8)
            lines = LineTable(utf8: bytes)
            return nil
        }
        var note: String?
        if !contains(range.start) || !contains(range.end) {
            note = "An edit range \(describe(range)) lies outside the document (\(lines.lineCount) lines): clamped to it"
        }
        var start = offset(of: range.start, encoding)
        var end = offset(of: range.end, encoding)
        if end < start {
            swap(&start, &end)
            note = "An edit range \(describe(range)) ends before it starts: its ends were swapped"
        }
        bytes.replaceSubrange(start..<end, with: change.text.utf8)
        lines = LineTable(utf8: bytes)
        return note
    }

    private func offset(of position: Position, _ encoding: PositionEncoding) -> Int {
        lines.offset(of: SourcePosition(line: position.line, column: position.character), in: encoding)
    }

    private func contains(_ position: Position) -> Bool {
        position.line >= 0 && position.character >= 0 && position.line < lines.lineCount
    }

    private func describe(_ range: LSPRange) -> String {
        "\(range.start.line):\(range.start.character)-\(range.end.line):\(range.end.character)"
    }
}
