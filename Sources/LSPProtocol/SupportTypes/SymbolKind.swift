/// LSP `SymbolKind`: an open set of integers.
public struct SymbolKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let file = SymbolKind(rawValue: 1)
    public static let module = SymbolKind(rawValue: 2)
    public static let namespace = SymbolKind(rawValue: 3)
    public static let `class` = SymbolKind(rawValue: 5)
    public static let field = SymbolKind(rawValue: 8)
    public static let interface = SymbolKind(rawValue: 11)
    public static let object = SymbolKind(rawValue: 19)
}
