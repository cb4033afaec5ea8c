/// `exit`: the process ends, with status 0 after `shutdown` and 1 without.
public struct ExitNotification: LSPNotification {
    public static let method = "exit"
    public init() {}
}
