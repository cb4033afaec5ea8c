/// `textDocument/documentSymbol`: the controller graph of a document as an outline.
public struct DocumentSymbolRequest: LSPRequest {
    public static let method = "textDocument/documentSymbol"
    public typealias Response = DocumentSymbolResponse?

    public var textDocument: TextDocumentIdentifier

    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}
