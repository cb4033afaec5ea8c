/// `workspace/didChangeWatchedFiles`: storyboards and xibs created, changed or deleted on disk.
public struct DidChangeWatchedFilesNotification: LSPNotification {
    public static let method = "workspace/didChangeWatchedFiles"

    public var changes: [FileEvent]

    public init(changes: [FileEvent]) { self.changes = changes }
}
