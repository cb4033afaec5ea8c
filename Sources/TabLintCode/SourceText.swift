import TabLintSource

/// A source file's (valid UTF-8) bytes with what is needed to turn byte ranges into facts.
struct SourceText: Sendable {
    let path: String
    let bytes: [UInt8]
    let lines: LineTable

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lines = LineTable(utf8: bytes)
    }

    /// A fact anchored on `range`, with a 1-based line and a column in characters.
    func fact(
        _ kind: CodeFactKind, at range: Range<Int>, in enclosingType: String?, detail: String? = nil, phase: CodePhase = .other
    ) -> CodeFact {
        let position = lines.position(of: range.lowerBound, in: .utf32)
        return CodeFact(
            kind: kind, file: path, range: range, line: position.line + 1, column: position.column + 1,
            enclosingType: enclosingType, detail: detail ?? excerpt(range), phase: phase)
    }

    /// A tab of a code tab bar whose expression spans `range`.
    func tab(at range: Range<Int>) -> CodeTab {
        let position = lines.position(of: range.lowerBound, in: .utf32)
        return CodeTab(range: range, line: position.line + 1, column: position.column + 1)
    }

    /// The text of `range`, whitespace runs collapsed, cut to about 80 characters.
    func excerpt(_ range: Range<Int>) -> String {
        let clamped = max(0, min(range.lowerBound, bytes.count))..<max(0, min(range.upperBound, bytes.count))
        let text = String(decoding: bytes[clamped], as: UTF8.self)
        let collapsed = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return collapsed.count > 80 ? String(collapsed.prefix(79)) + "…" : collapsed
    }
}
