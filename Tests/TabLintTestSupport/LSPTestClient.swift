import Foundation
import LSPProtocol
import LSPTransport
import TabLintServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Drives a real `LanguageServer` in-process over two pipes, as an editor would: framed JSON-RPC both ways.
///
/// Server-to-client requests (`client/registerCapability`, `window/workDoneProgress/create`) are answered
/// with `null` and recorded like every other message. Waits are bounded, so a silent server fails a test
/// instead of hanging it.
package final class LSPTestClient: @unchecked Sendable {
    package let server: LanguageServer
    /// The queue the server lints on: tests may suspend it to hold lints back.
    package let lintQueue = DispatchQueue(label: "tablint.test.lint")
    /// The queue the server loads its index on: tests may suspend it to hold the index back.
    package let indexQueue = DispatchQueue(label: "tablint.test.index")
    private let toServer: Int32
    private let fromServer: Int32
    private let condition = NSCondition()
    private var messages: [LSPAny] = []
    private var status: Int32?
    private var nextID = 1
    private let logs = LogLines()
    private var closed = false
    private let inputLock = NSLock()

    package init() {
        var request: [Int32] = [0, 0]
        var response: [Int32] = [0, 0]
        precondition(pipe(&request) == 0 && pipe(&response) == 0)
        toServer = request[1]
        fromServer = response[0]
        let lines = logs
        server = LanguageServer(
            input: request[0], output: response[1], lintQueue: lintQueue, indexQueue: indexQueue, log: { lines.append($0) })
        let server = self.server
        let serverOutput = response[1]
        Thread.detachNewThread { [self] in
            let code = server.run()
            // The server writes nothing after `run` returns: its output can close (our reader sees EOF). Its
            // input is ended from our side (EOF stops its reader thread); the read end stays open, since closing
            // it under a blocked `read` would let that thread read from whatever pipe reuses the descriptor.
            close(serverOutput)
            closeInput()
            condition.lock()
            status = code
            condition.broadcast()
            condition.unlock()
        }
        Thread.detachNewThread { [self] in readLoop() }
    }

    deinit {
        closeInput()
    }

    // MARK: Sending

    /// Writes bytes as they are (for garbage and broken frames).
    package func sendRaw(_ bytes: [UInt8]) {
        inputLock.lock()
        defer { inputLock.unlock() }
        guard !closed else { return }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(toServer, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else { return }
            written += count
        }
    }

    /// Sends a body in a correct frame.
    package func sendFrame(_ body: String) {
        sendRaw(FrameWriter.frame(Array(body.utf8)))
    }

    package func notify<Notification: LSPNotification>(_ notification: Notification) {
        let body = JSONRPCEncoding.notification(notification)
        sendRaw(FrameWriter.frame(body))
    }

    /// Sends a request and returns its id without waiting.
    @discardableResult
    package func send<Request: LSPRequest>(_ request: Request) -> RequestID {
        condition.lock()
        let id = RequestID.number(nextID)
        nextID += 1
        condition.unlock()
        let body = JSONRPCEncoding.request(request, id: id)
        sendRaw(FrameWriter.frame(body))
        return id
    }

    /// Sends a request and waits for its result (or throws its error).
    package func request<Request: LSPRequest>(_ request: Request, timeout: Double = 20) throws -> Request.Response {
        let id = send(request)
        let response = try response(to: id, timeout: timeout)
        if let error = response["error"] {
            throw try decode(ResponseError.self, from: error)
        }
        return try decode(Request.Response.self, from: response["result"] ?? .null)
    }

    // MARK: Receiving

    /// The response to `id` (waits for it).
    package func response(to id: RequestID, timeout: Double = 20) throws -> LSPAny {
        guard let message = waitFor(timeout: timeout, { $0["method"] == nil && $0["id"] == Self.json(id) }) else {
            throw Timeout(what: "a response to request \(id)")
        }
        return message
    }

    /// The first message so far (or to come within `timeout`) that matches, among the messages from number
    /// `since` on. `matches` runs under the client's lock: it must not call the client.
    package func waitFor(since: Int = 0, timeout: Double = 20, _ matches: (LSPAny) -> Bool) -> LSPAny? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if since < messages.count, let found = messages[since...].first(where: matches) { return found }
            guard condition.wait(until: deadline) else { return nil }
        }
    }

    /// How many messages have arrived (a cursor for `waitFor(since:)`).
    package var messageCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return messages.count
    }

    /// The first diagnostics published for `uri` after message number `since` that satisfy `condition`.
    package func nextDiagnostics(
        _ uri: String, since: Int, timeout: Double = 20, where condition: @escaping ([LSPDiagnostic]) -> Bool = { _ in true }
    ) throws -> PublishDiagnosticsNotification {
        guard
            let message = waitFor(
                since: since, timeout: timeout,
                {
                    guard $0["method"]?.stringValue == PublishDiagnosticsNotification.method, $0["params"]?["uri"]?.stringValue == uri,
                        let published = try? decode(PublishDiagnosticsNotification.self, from: $0["params"]!)
                    else { return false }
                    return condition(published.diagnostics)
                })
        else { throw Timeout(what: "new diagnostics of \(uri)") }
        return try decode(PublishDiagnosticsNotification.self, from: message["params"]!)
    }

    /// Every message received so far.
    package var received: [LSPAny] {
        condition.lock()
        defer { condition.unlock() }
        return messages
    }

    /// Every message received so far, which the client then forgets (a long session's record stays small). Cursors
    /// from `messageCount` count from the messages that arrive afterwards.
    package func takeReceived() -> [LSPAny] {
        condition.lock()
        defer { condition.unlock() }
        let taken = messages
        messages = []
        return taken
    }

    /// Notifications of a method received so far, decoded.
    package func notifications<Notification: LSPNotification>(_ type: Notification.Type) -> [Notification] {
        received.filter { $0["method"]?.stringValue == type.method && $0["id"] == nil }.compactMap {
            try? decode(type, from: $0["params"] ?? .null)
        }
    }

    /// The diagnostics published for `uri` at `version` (waits for them).
    package func diagnostics(_ uri: String, version: Int?, timeout: Double = 20) throws -> [LSPDiagnostic] {
        let expected: LSPAny = version.map { .int($0) } ?? .null
        guard
            let message = waitFor(
                timeout: timeout,
                {
                    $0["method"]?.stringValue == PublishDiagnosticsNotification.method && $0["params"]?["uri"]?.stringValue == uri
                        && ($0["params"]?["version"] ?? .null) == expected
                })
        else { throw Timeout(what: "diagnostics of \(uri) version \(version.map(String.init) ?? "null")") }
        return try decode(PublishDiagnosticsNotification.self, from: message["params"]!).diagnostics
    }

    /// Log lines the server wrote (its standard error in the real binary).
    package var logLines: [String] { logs.lines }

    // MARK: Session

    @discardableResult
    package func initialize(
        root: URL? = nil, capabilities: LSPAny = .object([:]), initializationOptions: LSPAny? = nil
    ) throws -> InitializeResult {
        var request = InitializeRequest(
            processId: Int(getpid()), rootUri: root?.absoluteString, capabilities: ClientCapabilities(capabilities))
        request.initializationOptions = initializationOptions
        let result = try self.request(request)
        notify(InitializedNotification())
        return result
    }

    /// `shutdown` then `exit`; the server's exit status.
    package func shutdownAndExit() throws -> Int32? {
        _ = try request(ShutdownRequest())
        notify(ExitNotification())
        return waitForExit()
    }

    /// Ends the input (EOF).
    package func closeInput() {
        inputLock.lock()
        defer { inputLock.unlock() }
        guard !closed else { return }
        closed = true
        close(toServer)
    }

    package func waitForExit(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while status == nil {
            guard condition.wait(until: deadline) else { break }
        }
        return status
    }

    package func open(_ uri: String, text: String, version: Int = 1) {
        notify(
            DidOpenTextDocumentNotification(textDocument: TextDocumentItem(uri: uri, languageId: "xml", version: version, text: text)))
    }

    package func change(_ uri: String, version: Int, _ changes: [TextDocumentContentChangeEvent]) {
        notify(
            DidChangeTextDocumentNotification(
                textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version), contentChanges: changes))
    }

    // MARK: Internals

    package struct Timeout: Error, CustomStringConvertible {
        package let what: String
        package var description: String { "Timed out waiting for \(what)" }
    }

    package func decode<Value: Decodable>(_ type: Value.Type, from value: LSPAny) throws -> Value {
        try JSONDecoder().decode(type, from: JSONEncoder().encode(value))
    }

    package static func json(_ id: RequestID) -> LSPAny {
        switch id {
        case .number(let number): return .int(number)
        case .string(let string): return .string(string)
        }
    }

    private func readLoop() {
        var reader = FrameReader()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fromServer, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            reader.append(chunk[0..<count])
            while let event = reader.next() {
                guard case .frame(let body) = event, let message = try? JSONDecoder().decode(LSPAny.self, from: Data(body)) else { continue }
                if message["method"] != nil, let id = message["id"] {
                    // A request from the server: answer like a real client.
                    let reply = try! JSONEncoder().encode(LSPAny.object(["jsonrpc": .string("2.0"), "id": id, "result": .null]))
                    sendFrame(String(decoding: reply, as: UTF8.self))
                }
                condition.lock()
                messages.append(message)
                condition.broadcast()
                condition.unlock()
            }
        }
        close(fromServer)
    }
}

/// Thread-safe log lines.
private final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ line: String) {
        lock.lock()
        stored.append(line)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
