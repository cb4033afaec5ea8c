/// The result of `initialize`.
public struct InitializeResult: Codable, Sendable, Hashable {
    public struct ServerInfo: Codable, Sendable, Hashable {
        public var name: String
        public var version: String?
        public init(name: String, version: String?) {
            self.name = name
            self.version = version
        }
    }

    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo?

    public init(capabilities: ServerCapabilities, serverInfo: ServerInfo?) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}
