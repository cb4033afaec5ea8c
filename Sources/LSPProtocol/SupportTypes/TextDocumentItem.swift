/// LSP `TextDocumentItem`: an opened document's text.
public struct TextDocumentItem: Codable, Sendable, Hashable {
    public var uri: String
    public var languageId: String
    public var version: Int
    public var text: String

    public init(uri: String, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}
