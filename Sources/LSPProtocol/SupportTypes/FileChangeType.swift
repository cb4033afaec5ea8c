/// LSP `FileChangeType`.
public enum FileChangeType: Int, Codable, Sendable, Hashable {
    case created = 1
    case changed = 2
    case deleted = 3
}
