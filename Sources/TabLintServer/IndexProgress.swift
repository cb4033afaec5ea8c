import LSPProtocol

/// Where the workspace index stands, and what the client has been told through `$/progress`.
struct IndexProgress: Sendable {
    var token: ProgressToken?
    var total = 0
    var done = 0
    var finished = false
    var begun = false
    var ended = false

    var percentage: Int { total == 0 ? 100 : done * 100 / total }

    /// What to send the client about what changed since the last `$/progress` (nothing before the client has
    /// created the token, or after the end), noting it as sent.
    mutating func notifications() -> [ProgressNotification] {
        guard let token, !ended else { return [] }
        var sent: [ProgressNotification] = []
        let message = "\(done)/\(total) files"
        if !begun {
            begun = true
            sent.append(
                ProgressNotification(token: token, value: .begin("Indexing storyboards and xibs", message: message, percentage: percentage)))
        } else if !finished {
            sent.append(ProgressNotification(token: token, value: .report(message, percentage: percentage)))
        }
        if finished {
            ended = true
            sent.append(ProgressNotification(token: token, value: .end("Indexed \(total) files")))
        }
        return sent
    }
}
