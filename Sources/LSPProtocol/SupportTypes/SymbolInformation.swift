/// LSP `SymbolInformation`: the flat outline, for clients without hierarchical symbol support.
public struct SymbolInformation: Codable, Sendable, Hashable {
    public var name: String
    public var kind: SymbolKind
    public var location: Location
    public var containerName: String?

    public init(name: String, kind: SymbolKind, location: Location, containerName: String?) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }
}
