/// `textDocument/publishDiagnostics` (server to client).
public struct PublishDiagnosticsNotification: LSPNotification {
    public static let method = "textDocument/publishDiagnostics"

    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]

    public init(uri: String, version: Int?, diagnostics: [LSPDiagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}
