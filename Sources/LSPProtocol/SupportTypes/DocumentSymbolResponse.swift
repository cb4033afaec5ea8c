/// The result of `textDocument/documentSymbol`: a tree, or a flat list for older clients.
public enum DocumentSymbolResponse: Codable, Sendable, Hashable {
    case symbols([DocumentSymbol])
    case information([SymbolInformation])

    public init(from decoder: any Decoder) throws {
        if let symbols = try? [DocumentSymbol](from: decoder) {
            self = .symbols(symbols)
        } else {
            self = .information(try [SymbolInformation](from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .symbols(let symbols): try symbols.encode(to: encoder)
        case .information(let information): try information.encode(to: encoder)
        }
    }
}
