import Foundation
import LSPProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A JSON-RPC connection over two file descriptors: one reader thread that frames and decodes what arrives,
/// and a writer that sends whole frames.
///
/// Bad input never stops it: a bad header is a logged skip, a body that is not JSON gets a -32700 reply
/// (id `null`), valid JSON that is not a JSON-RPC message gets -32600. Everything else goes to the receiver.
package final class Connection: @unchecked Sendable {
    private let input: Int32
    private let writer: FrameWriter

    package init(input: Int32, output: Int32) {
        self.input = input
        self.writer = FrameWriter(descriptor: output)
    }

    /// Starts the reader thread. `receive` gets every message in arrival order; `log` what was skipped or
    /// refused; `onClose` runs once at end of input. Only the reader thread holds the three (the connection does
    /// not keep them), so a server whose closures capture it is freed once its input ends.
    package func start(
        log: @escaping @Sendable (String) -> Void, receive: @escaping @Sendable (JSONRPCMessage) -> Void,
        onClose: @escaping @Sendable () -> Void
    ) {
        let thread = Thread { [self] in
            readLoop(log: log, receive: receive)
            onClose()
        }
        thread.name = "tablint-lsp-reader"
        thread.start()
    }

    private func readLoop(log: (String) -> Void, receive: (JSONRPCMessage) -> Void) {
        var reader = FrameReader()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { raw in read(input, raw.baseAddress!, raw.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            reader.append(chunk[0..<count])
            while let event = reader.next() { handle(event, log: log, receive: receive) }
        }
        if let event = reader.finish() { handle(event, log: log, receive: receive) }
    }

    private func handle(_ event: FrameReader.Event, log: (String) -> Void, receive: (JSONRPCMessage) -> Void) {
        switch event {
        case .skipped(let count, let reason):
            log("Skipped \(count) bytes of input: \(reason)")
        case .frame(let body):
            guard let message = JSONRPCMessage.decode(body) else {
                log("A message is not valid JSON (\(body.count) bytes): answered with -32700")
                reply(nil, error: .parseError("Parse error: the message is not valid JSON"))
                return
            }
            if case .invalid(let id, let text) = message {
                log(text)
                reply(id, error: .invalidRequest(text))
                return
            }
            receive(message)
        }
    }

    /// Sends nothing more (the output descriptor may be closed once this returns).
    package func closeOutput() { writer.close() }

    package func send<Notification: LSPNotification>(_ notification: Notification) {
        writer.write(JSONRPCEncoding.notification(notification))
    }

    package func send<Request: LSPRequest>(_ request: Request, id: RequestID) {
        writer.write(JSONRPCEncoding.request(request, id: id))
    }

    package func reply<Result: Encodable>(_ id: RequestID, result: Result) {
        writer.write(JSONRPCEncoding.response(id: id, result: result))
    }

    package func reply(_ id: RequestID?, error: ResponseError) {
        writer.write(JSONRPCEncoding.error(id: id, error))
    }
}
