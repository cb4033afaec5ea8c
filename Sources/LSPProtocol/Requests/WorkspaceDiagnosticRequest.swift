/// `workspace/diagnostic`: the client pulls the diagnostics of every file of the workspace.
public struct WorkspaceDiagnosticRequest: LSPRequest {
    public static let method = "workspace/diagnostic"
    public typealias Response = WorkspaceDiagnosticReport

    public var identifier: String?
    public var previousResultIds: [PreviousResultID]

    public init(previousResultIds: [PreviousResultID] = []) { self.previousResultIds = previousResultIds }
}
