/// LSP `WorkspaceEdit` (the `changes` form every client supports).
public struct WorkspaceEdit: Codable, Sendable, Hashable {
    public var changes: [String: [TextEdit]]

    public init(changes: [String: [TextEdit]]) { self.changes = changes }
}
