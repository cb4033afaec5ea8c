/// LSP `MessageType` (of `window/logMessage`).
public enum MessageType: Int, Codable, Sendable, Hashable {
    case error = 1
    case warning = 2
    case info = 3
    case log = 4
}
