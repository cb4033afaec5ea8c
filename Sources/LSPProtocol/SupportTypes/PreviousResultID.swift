/// LSP `PreviousResultId`.
public struct PreviousResultID: Codable, Sendable, Hashable {
    public var uri: String
    public var value: String

    public init(uri: String, value: String) {
        self.uri = uri
        self.value = value
    }
}
