/// `textDocument/diagnostic`: the client pulls one document's diagnostics.
public struct DocumentDiagnosticRequest: LSPRequest {
    public static let method = "textDocument/diagnostic"
    public typealias Response = DocumentDiagnosticReport

    public var textDocument: TextDocumentIdentifier
    public var identifier: String?
    public var previousResultId: String?

    public init(textDocument: TextDocumentIdentifier, previousResultId: String? = nil) {
        self.textDocument = textDocument
        self.previousResultId = previousResultId
    }
}
