/// `initialize`: the first request of a session.
public struct InitializeRequest: LSPRequest {
    public static let method = "initialize"
    public typealias Response = InitializeResult

    public struct ClientInfo: Codable, Sendable, Hashable {
        public var name: String
        public var version: String?
    }

    public var processId: Int?
    public var clientInfo: ClientInfo?
    public var rootPath: String?
    public var rootUri: String?
    public var workspaceFolders: [WorkspaceFolder]?
    public var capabilities: ClientCapabilities
    public var initializationOptions: LSPAny?
    public var workDoneToken: ProgressToken?

    public init(
        processId: Int? = nil, rootUri: String? = nil, workspaceFolders: [WorkspaceFolder]? = nil,
        capabilities: ClientCapabilities = ClientCapabilities()
    ) {
        self.processId = processId
        self.rootUri = rootUri
        self.workspaceFolders = workspaceFolders
        self.capabilities = capabilities
    }
}
