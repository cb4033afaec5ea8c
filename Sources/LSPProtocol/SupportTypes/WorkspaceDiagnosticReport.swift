/// LSP `WorkspaceDiagnosticReport`.
public struct WorkspaceDiagnosticReport: Codable, Sendable, Hashable {
    public var items: [WorkspaceDocumentDiagnosticReport]

    public init(items: [WorkspaceDocumentDiagnosticReport]) { self.items = items }
}
