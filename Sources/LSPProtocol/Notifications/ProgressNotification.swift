/// `$/progress` (server to client) carrying work-done progress.
public struct ProgressNotification: LSPNotification {
    public static let method = "$/progress"

    public var token: ProgressToken
    public var value: WorkDoneProgress

    public init(token: ProgressToken, value: WorkDoneProgress) {
        self.token = token
        self.value = value
    }
}
