/// `textDocument/references`.
public struct ReferencesRequest: LSPRequest {
    public static let method = "textDocument/references"
    public typealias Response = [Location]?

    public struct Context: Codable, Sendable, Hashable {
        public var includeDeclaration: Bool
        public init(includeDeclaration: Bool) { self.includeDeclaration = includeDeclaration }
    }

    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context

    public init(textDocument: TextDocumentIdentifier, position: Position, context: Context) {
        self.textDocument = textDocument
        self.position = position
        self.context = context
    }
}
