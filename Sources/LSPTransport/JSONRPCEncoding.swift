import Foundation
import LSPProtocol

/// Encodes JSON-RPC 2.0 envelopes for the server's outgoing messages.
package enum JSONRPCEncoding {
    package static func notification<Notification: LSPNotification>(_ notification: Notification) -> [UInt8] {
        encode(Outgoing(id: nil, method: Notification.method, params: notification))
    }

    package static func request<Request: LSPRequest>(_ request: Request, id: RequestID) -> [UInt8] {
        encode(Outgoing(id: id, method: Request.method, params: request))
    }

    package static func response<Result: Encodable>(id: RequestID, result: Result) -> [UInt8] {
        encode(ResultEnvelope(id: id, result: result))
    }

    package static func error(id: RequestID?, _ error: ResponseError) -> [UInt8] {
        encode(ErrorEnvelope(id: id, error: error))
    }

    private static func encode<Value: Encodable>(_ value: Value) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(value))
        } catch {
            let fallback = ErrorEnvelope(
                id: nil, error: ResponseError(code: ResponseError.internalErrorCode, message: "Cannot encode a message: \(error)"))
            return (try? Array(encoder.encode(fallback))) ?? []
        }
    }

    private enum Key: String, CodingKey { case jsonrpc, id, method, params, result, error }

    private struct Outgoing<Params: Encodable>: Encodable {
        let id: RequestID?
        let method: String
        let params: Params

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encode(method, forKey: .method)
            try container.encode(params, forKey: .params)
        }
    }

    private struct ResultEnvelope<Result: Encodable>: Encodable {
        let id: RequestID
        let result: Result

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(result, forKey: .result)  // an Optional encodes `null`, never nothing
        }
    }

    private struct ErrorEnvelope: Encodable {
        let id: RequestID?
        let error: ResponseError

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)  // `null` when the request's id is unknown
            try container.encode(error, forKey: .error)
        }
    }
}
