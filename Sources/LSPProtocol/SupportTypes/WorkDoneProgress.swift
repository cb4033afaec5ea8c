/// The value of a work-done `$/progress` notification: `begin`, `report` or `end`.
public struct WorkDoneProgress: Codable, Sendable, Hashable {
    public var kind: String
    public var title: String?
    public var message: String?
    public var percentage: Int?
    public var cancellable: Bool?

    public static func begin(_ title: String, message: String?, percentage: Int?) -> WorkDoneProgress {
        WorkDoneProgress(kind: "begin", title: title, message: message, percentage: percentage, cancellable: false)
    }

    public static func report(_ message: String?, percentage: Int?) -> WorkDoneProgress {
        WorkDoneProgress(kind: "report", title: nil, message: message, percentage: percentage, cancellable: nil)
    }

    public static func end(_ message: String?) -> WorkDoneProgress {
        WorkDoneProgress(kind: "end", title: nil, message: message, percentage: nil, cancellable: nil)
    }
}
