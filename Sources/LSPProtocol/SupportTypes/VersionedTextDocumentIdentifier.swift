/// LSP `VersionedTextDocumentIdentifier`.
public struct VersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
    public var uri: String
    public var version: Int

    public init(uri: String, version: Int) {
        self.uri = uri
        self.version = version
    }
}
