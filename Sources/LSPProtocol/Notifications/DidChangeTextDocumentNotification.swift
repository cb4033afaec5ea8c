/// `textDocument/didChange`: incremental (range) or full edits, applied in order.
public struct DidChangeTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didChange"

    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]

    public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}
