/// LSP `MarkupKind`.
public struct MarkupKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let plaintext = MarkupKind(rawValue: "plaintext")
    public static let markdown = MarkupKind(rawValue: "markdown")
}

/// LSP `MarkupContent`.
public struct MarkupContent: Codable, Sendable, Hashable {
    public var kind: MarkupKind
    public var value: String

    public init(kind: MarkupKind, value: String) {
        self.kind = kind
        self.value = value
    }
}
