/// LSP `DocumentSymbol`: one node of the hierarchical outline.
public struct DocumentSymbol: Codable, Sendable, Hashable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    public var range: LSPRange
    public var selectionRange: LSPRange
    public var children: [DocumentSymbol]?

    public init(name: String, detail: String?, kind: SymbolKind, range: LSPRange, selectionRange: LSPRange, children: [DocumentSymbol]?) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}
