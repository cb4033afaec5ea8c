/// Every message TabLint's language server understands, by method name.
public enum MessageRegistry {
    /// Requests a client sends to the server.
    public static let requests: [any LSPRequest.Type] = [
        InitializeRequest.self,
        ShutdownRequest.self,
        HoverRequest.self,
        DocumentSymbolRequest.self,
        DefinitionRequest.self,
        ReferencesRequest.self,
        CodeActionRequest.self,
        DocumentDiagnosticRequest.self,
        WorkspaceDiagnosticRequest.self,
    ]

    /// Notifications a client sends to the server.
    public static let notifications: [any LSPNotification.Type] = [
        InitializedNotification.self,
        ExitNotification.self,
        CancelRequestNotification.self,
        DidOpenTextDocumentNotification.self,
        DidChangeTextDocumentNotification.self,
        DidCloseTextDocumentNotification.self,
        DidSaveTextDocumentNotification.self,
        DidChangeWatchedFilesNotification.self,
    ]

    /// Messages the server sends to the client.
    public static let serverToClient: [any LSPMessage.Type] = [
        RegisterCapabilityRequest.self,
        WorkDoneProgressCreateRequest.self,
        PublishDiagnosticsNotification.self,
        LogMessageNotification.self,
        ProgressNotification.self,
    ]

    private static let requestsByMethod: [String: any LSPRequest.Type] = Dictionary(
        uniqueKeysWithValues: requests.map { ($0.method, $0) })
    private static let notificationsByMethod: [String: any LSPNotification.Type] = Dictionary(
        uniqueKeysWithValues: notifications.map { ($0.method, $0) })

    public static func requestType(_ method: String) -> (any LSPRequest.Type)? { requestsByMethod[method] }

    public static func notificationType(_ method: String) -> (any LSPNotification.Type)? { notificationsByMethod[method] }
}
