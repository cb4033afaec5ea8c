/// A message of the Language Server Protocol: its `params` type, named by its `method`.
public protocol LSPMessage: Codable, Sendable {
    static var method: String { get }
}

/// A request: the params, and the type of its result.
public protocol LSPRequest: LSPMessage {
    associatedtype Response: Codable, Sendable
}

/// A notification: params only, never answered.
public protocol LSPNotification: LSPMessage {}
