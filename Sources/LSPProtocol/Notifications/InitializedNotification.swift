/// `initialized`: the client got the `initialize` result.
public struct InitializedNotification: LSPNotification {
    public static let method = "initialized"
    public init() {}
}
