/// LSP `WorkspaceFolder`.
public struct WorkspaceFolder: Codable, Sendable, Hashable {
    public var uri: String
    public var name: String

    public init(uri: String, name: String) {
        self.uri = uri
        self.name = name
    }
}
