/// LSP `MarkupKind`.
public struct MarkupKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let plaintext = MarkupKind(rawValue: "plaintext")
    public static let markdown = MarkupKind(rawValue: "markdown")
}
