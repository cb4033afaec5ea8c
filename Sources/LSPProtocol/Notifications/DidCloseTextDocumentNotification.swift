/// `textDocument/didClose`.
public struct DidCloseTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didClose"

    public var textDocument: TextDocumentIdentifier

    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}
