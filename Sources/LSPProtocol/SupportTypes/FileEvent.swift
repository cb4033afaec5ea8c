/// LSP `FileChangeType`.
public enum FileChangeType: Int, Codable, Sendable, Hashable {
    case created = 1
    case changed = 2
    case deleted = 3
}

/// LSP `FileEvent`: one watched file that changed on disk.
public struct FileEvent: Codable, Sendable, Hashable {
    public var uri: String
    public var type: FileChangeType

    public init(uri: String, type: FileChangeType) {
        self.uri = uri
        self.type = type
    }
}
