/// LSP `CodeActionContext`: the diagnostics the client shows in the requested range.
public struct CodeActionContext: Codable, Sendable, Hashable {
    public var diagnostics: [LSPDiagnostic]
    public var only: [CodeActionKind]?

    public init(diagnostics: [LSPDiagnostic], only: [CodeActionKind]? = nil) {
        self.diagnostics = diagnostics
        self.only = only
    }
}
