/// `shutdown`: stop serving; the result is `null`. Only `exit` may follow.
public struct ShutdownRequest: LSPRequest {
    public static let method = "shutdown"
    public typealias Response = LSPAny?

    public init() {}
}
