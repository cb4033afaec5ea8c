/// LSP `FileEvent`: one watched file that changed on disk.
public struct FileEvent: Codable, Sendable, Hashable {
    public var uri: String
    public var type: FileChangeType

    public init(uri: String, type: FileChangeType) {
        self.uri = uri
        self.type = type
    }
}
