/// LSP `TextDocumentIdentifier`.
public struct TextDocumentIdentifier: Codable, Sendable, Hashable {
    public var uri: String

    public init(uri: String) { self.uri = uri }
}
