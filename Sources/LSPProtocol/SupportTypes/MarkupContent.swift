/// LSP `MarkupContent`.
public struct MarkupContent: Codable, Sendable, Hashable {
    public var kind: MarkupKind
    public var value: String

    public init(kind: MarkupKind, value: String) {
        self.kind = kind
        self.value = value
    }
}
