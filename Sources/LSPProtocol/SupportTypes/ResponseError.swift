/// A JSON-RPC error object.
public struct ResponseError: Codable, Sendable, Hashable, Error {
    public var code: Int
    public var message: String
    public var data: LSPAny?

    public init(code: Int, message: String, data: LSPAny? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public static let parseErrorCode = -32700
    public static let invalidRequestCode = -32600
    public static let methodNotFoundCode = -32601
    public static let invalidParamsCode = -32602
    public static let internalErrorCode = -32603
    public static let serverNotInitializedCode = -32002
    public static let requestCancelledCode = -32800

    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: parseErrorCode, message: message) }
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: invalidRequestCode, message: message) }
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: methodNotFoundCode, message: "Unknown method '\(method)'")
    }
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: invalidParamsCode, message: message) }
    public static let serverNotInitialized = ResponseError(
        code: serverNotInitializedCode, message: "The server is not initialized: send 'initialize' first")
    public static let requestCancelled = ResponseError(code: requestCancelledCode, message: "Request cancelled")
}
