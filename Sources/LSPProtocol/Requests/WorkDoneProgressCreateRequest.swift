/// `window/workDoneProgress/create` (server to client): a token for `$/progress`.
public struct WorkDoneProgressCreateRequest: LSPRequest {
    public static let method = "window/workDoneProgress/create"
    public typealias Response = LSPAny?

    public var token: ProgressToken

    public init(token: ProgressToken) { self.token = token }
}
