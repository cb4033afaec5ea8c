/// LSP `CodeAction`, with its edit computed up front.
public struct CodeAction: Codable, Sendable, Hashable {
    public var title: String
    public var kind: CodeActionKind?
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?

    public init(title: String, kind: CodeActionKind?, diagnostics: [LSPDiagnostic]?, isPreferred: Bool?, edit: WorkspaceEdit?) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
    }
}
