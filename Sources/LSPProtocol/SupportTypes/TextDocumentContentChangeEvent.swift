/// LSP `TextDocumentContentChangeEvent`: a range edit, or the whole text when `range` is absent.
public struct TextDocumentContentChangeEvent: Codable, Sendable, Hashable {
    public var range: LSPRange?
    public var rangeLength: Int?
    public var text: String

    public init(range: LSPRange? = nil, text: String) {
        self.range = range
        self.text = text
    }
}
