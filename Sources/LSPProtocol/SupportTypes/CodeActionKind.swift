/// LSP `CodeActionKind`: an open set of strings.
public struct CodeActionKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let quickFix = CodeActionKind(rawValue: "quickfix")
}
