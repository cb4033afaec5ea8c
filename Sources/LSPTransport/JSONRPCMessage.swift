import Foundation
import LSPProtocol

/// One decoded JSON-RPC 2.0 message from the client.
package enum JSONRPCMessage: Sendable {
    case request(id: RequestID, params: any LSPRequest)
    case notification(any LSPNotification)
    /// The answer to a request the server sent.
    case response(id: RequestID, result: LSPAny?, error: ResponseError?)
    case unknownRequest(id: RequestID, method: String)
    case unknownNotification(method: String)
    /// A known method whose params do not decode.
    case invalidParams(id: RequestID?, method: String, message: String)
    /// Valid JSON that is not a JSON-RPC message.
    case invalid(id: RequestID?, message: String)

    /// Decodes a frame body. `nil` means the body is not JSON at all (a parse error).
    package static func decode(_ body: [UInt8]) -> JSONRPCMessage? {
        do {
            return try JSONDecoder().decode(Envelope.self, from: Data(body)).message
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            return nil
        } catch {
            return .invalid(id: nil, message: "Not a JSON-RPC 2.0 message: \(error)")
        }
    }
}

/// Reads the envelope first, then decodes `params` directly as the type the method names.
private struct Envelope: Decodable {
    let message: JSONRPCMessage

    enum Key: String, CodingKey { case jsonrpc, id, method, params, result, error }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let id = try? container.decodeIfPresent(RequestID.self, forKey: .id)
        guard (try? container.decodeIfPresent(String.self, forKey: .jsonrpc)) == "2.0" else {
            message = .invalid(id: id, message: "Not a JSON-RPC 2.0 message: 'jsonrpc' must be '2.0'")
            return
        }
        guard let method = try? container.decodeIfPresent(String.self, forKey: .method) else {
            if let id, container.contains(.result) || container.contains(.error) {
                message = .response(
                    id: id, result: try? container.decodeIfPresent(LSPAny.self, forKey: .result),
                    error: try? container.decodeIfPresent(ResponseError.self, forKey: .error))
            } else {
                message = .invalid(id: id, message: "A JSON-RPC message needs a 'method' (or a 'result' or 'error' and an 'id')")
            }
            return
        }
        if container.contains(.id) {
            guard let id else {
                message = .invalid(id: nil, message: "A request id must be an integer or a string")
                return
            }
            guard let type = MessageRegistry.requestType(method) else {
                message = .unknownRequest(id: id, method: method)
                return
            }
            do {
                message = .request(id: id, params: try type.decodeParams(container, .params))
            } catch {
                message = .invalidParams(id: id, method: method, message: "Invalid params for '\(method)': \(error)")
            }
        } else {
            guard let type = MessageRegistry.notificationType(method) else {
                message = .unknownNotification(method: method)
                return
            }
            do {
                message = .notification(try type.decodeParams(container, .params))
            } catch {
                message = .invalidParams(id: nil, method: method, message: "Invalid params for '\(method)': \(error)")
            }
        }
    }
}

extension LSPMessage {
    /// `params` as this message type; an absent or `null` `params` counts as `{}`.
    fileprivate static func decodeParams<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> Self {
        if (try? container.decodeNil(forKey: key)) ?? true {
            return try JSONDecoder().decode(Self.self, from: Data("{}".utf8))
        }
        return try container.decode(Self.self, forKey: key)
    }
}
