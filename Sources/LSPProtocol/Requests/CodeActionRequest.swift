/// `textDocument/codeAction`: quick fixes for the diagnostics in a range.
public struct CodeActionRequest: LSPRequest {
    public static let method = "textDocument/codeAction"
    public typealias Response = [CodeAction]?

    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var context: CodeActionContext

    public init(textDocument: TextDocumentIdentifier, range: LSPRange, context: CodeActionContext) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
}
