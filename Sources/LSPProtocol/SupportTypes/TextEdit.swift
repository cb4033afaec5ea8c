/// LSP `TextEdit`.
public struct TextEdit: Codable, Sendable, Hashable {
    public var range: LSPRange
    public var newText: String

    public init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}
