/// LSP `Registration`: a capability the server registers dynamically.
public struct Registration: Codable, Sendable, Hashable {
    public var id: String
    public var method: String
    public var registerOptions: LSPAny?

    public init(id: String, method: String, registerOptions: LSPAny?) {
        self.id = id
        self.method = method
        self.registerOptions = registerOptions
    }
}
