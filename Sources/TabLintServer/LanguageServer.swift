import Foundation
import LSPProtocol
import LSPTransport
import TabLintCore

/// TabLint's language server: the lifecycle, the open documents, the workspace index and the handlers.
///
/// Threads: the connection's reader thread decodes messages and hands them, in arrival order, to `queue`, a
/// serial queue that runs every handler (so edits to a document apply in order, and what a handler reads
/// stays as it read it until it returns). Parsing and linting of open documents run on `lintQueue`, workspace
/// pulls on `workspaceLintQueue`, the index's walk on a global queue, the loading of its documents and disk
/// reloads on `indexQueue`; their results come back through `queue`.
///
/// State: five owners, each a `Sendable` class with one `Mutex`, so the compiler checks the confinement:
/// `session` (lifecycle, negotiation, roots, rules, pending and outgoing requests), `index` (the workspace and
/// its `Phase`), `documents` (the open buffers), `codeDocuments` (open code files) and `diagnosticsCache`
/// (workspace pulls). No lock is held while
/// the server calls out (sends, schedules, runs waiters), and none while another is taken; should two ever be
/// needed together, they are taken in the order session, index, documents, codeDocuments, diagnosticsCache. Every request is
/// answered through its `Reply`, typed to the request and used exactly once; the connection sends each id's
/// answer at most once (a cancelled request is answered -32800 and its late result dropped).
package final class LanguageServer: Sendable {
    let connection: Connection
    let queue = DispatchQueue(label: "tablint.lsp.state")
    let lintQueue: DispatchQueue
    let indexQueue: DispatchQueue
    /// Workspace pulls lint here, so they never hold up the lint of the document being edited.
    let workspaceLintQueue = DispatchQueue(label: "tablint.lsp.workspace-lint")
    let configurationFile: URL?
    private let logSink: @Sendable (String) -> Void
    private let finished = DispatchSemaphore(value: 0)

    let session: SessionState
    let index = IndexState()
    let documents = DocumentStore()
    let codeDocuments = CodeDocumentStore()
    let diagnosticsCache = DiagnosticsCache()

    /// - Parameters:
    ///   - lintQueue: where documents are parsed and linted (tests pass a queue they can suspend).
    ///   - indexQueue: where the index's documents are loaded, after its walk, and files reloaded from disk (tests
    ///     suspend it to hold the index back).
    ///   - log: where log lines go besides `window/logMessage` (standard error by default, never stdout).
    package init(
        input: Int32, output: Int32, configuration: Configuration = .default, configurationFile: URL? = nil,
        lintQueue: DispatchQueue? = nil, indexQueue: DispatchQueue? = nil, log: (@Sendable (String) -> Void)? = nil
    ) {
        let sink = log ?? { line in FileHandle.standardError.write(Data(("tablint lsp: " + line + "\n").utf8)) }
        self.logSink = sink
        self.connection = Connection(input: input, output: output)
        self.lintQueue = lintQueue ?? DispatchQueue(label: "tablint.lsp.lint", qos: .userInitiated)
        self.indexQueue = indexQueue ?? DispatchQueue(label: "tablint.lsp.index")
        self.configurationFile = configurationFile
        self.session = SessionState(configuration: configuration)
    }

    /// Serves until `exit` or the end of input; returns the process exit status (0 only after `shutdown`).
    package func run() -> Int32 {
        connection.start(
            log: { [self] line in log(line, .warning) },
            receive: { [self] message in queue.async { self.receive(message) } },
            onClose: { [self] in queue.async { self.inputClosed() } })
        finished.wait()
        return session.withState { $0.exitCode }
    }

    /// Logs to standard error and, as `window/logMessage`, to the client. Safe from any thread.
    func log(_ message: String, _ type: MessageType = .log) {
        logSink(message)
        connection.send(LogMessageNotification(type: type, message: message))
    }

    /// Stops serving: the exit status is 0 only after `shutdown`.
    func stop() {
        let stops = session.withState { state in
            guard state.lifecycle != .exited else { return false }
            state.exitCode = state.lifecycle == .shutDown ? 0 : 1
            state.lifecycle = .exited
            return true
        }
        guard stops else { return }
        connection.closeOutput()
        finished.signal()
    }

    private func inputClosed() {
        guard session.lifecycle != .exited else { return }
        logSink("Input closed: stopping")
        stop()
    }

    // MARK: - Dispatch

    private func receive(_ message: JSONRPCMessage) {
        dispatchPrecondition(condition: .onQueue(queue))
        let lifecycle = session.lifecycle
        guard lifecycle != .exited else { return }
        switch message {
        case .request(let id, let params):
            guard admits(id, isInitialize: params is InitializeRequest) else { return }
            session.withState { _ = $0.pending.insert(id) }
            handle(params, id: id)
        case .notification(let notification):
            guard lifecycle == .running || notification is ExitNotification else { return }
            handle(notification)
        case .response(let id, let result, let error):
            session.withState { $0.outgoing.removeValue(forKey: id) }?(result, error)
        case .unknownRequest(let id, let method):
            guard admits(id, isInitialize: false) else { return }
            connection.reply(id, error: .methodNotFound(method))
        case .unknownNotification(let method):
            if !method.hasPrefix("$/") { logSink("Ignored unknown notification '\(method)'") }
        case .invalidParams(let id, let method, let text):
            log(text, .warning)
            guard let id, admits(id, isInitialize: method == InitializeRequest.method) else { return }
            connection.reply(id, error: .invalidParams(text))
        case .invalid:
            break  // JSON that is not JSON-RPC: the connection answers it (-32600) and never passes it on.
        }
    }

    /// Whether a request may be handled in the current state; answers it with the right error when not.
    private func admits(_ id: RequestID, isInitialize: Bool) -> Bool {
        switch session.lifecycle {
        case .uninitialized:
            if isInitialize { return true }
            connection.reply(id, error: .serverNotInitialized)
        case .running:
            if !isInitialize { return true }
            connection.reply(id, error: .invalidRequest("The server is already initialized"))
        case .shutDown:
            connection.reply(id, error: .invalidRequest("The server is shut down: only 'exit' may follow"))
        case .exited:
            break
        }
        return false
    }

    private func handle(_ params: any LSPRequest, id: RequestID) {
        switch params {
        case let request as InitializeRequest: initialize(request, reply: reply(to: request, id: id))
        case let request as ShutdownRequest: shutdown(reply: reply(to: request, id: id))
        case let request as HoverRequest: hover(request, reply: reply(to: request, id: id))
        case let request as DocumentSymbolRequest: documentSymbols(request, reply: reply(to: request, id: id))
        case let request as DefinitionRequest: definition(request, reply: reply(to: request, id: id))
        case let request as ReferencesRequest: references(request, reply: reply(to: request, id: id))
        case let request as CodeActionRequest: codeActions(request, reply: reply(to: request, id: id))
        case let request as DocumentDiagnosticRequest: documentDiagnostic(request, reply: reply(to: request, id: id))
        case let request as WorkspaceDiagnosticRequest: workspaceDiagnostic(request, reply: reply(to: request, id: id))
        default: refuse(id, .methodNotFound(type(of: params).method))
        }
    }

    private func handle(_ notification: any LSPNotification) {
        switch notification {
        case is InitializedNotification: initialized()
        case is ExitNotification: stop()
        case let cancel as CancelRequestNotification: self.cancel(cancel.id)
        case let open as DidOpenTextDocumentNotification: didOpen(open)
        case let change as DidChangeTextDocumentNotification: didChange(change)
        case let close as DidCloseTextDocumentNotification: didClose(close)
        case let save as DidSaveTextDocumentNotification: didSave(save)
        case let watched as DidChangeWatchedFilesNotification: didChangeWatchedFiles(watched)
        default: break
        }
    }

    // MARK: - Answers, exactly once

    /// Answers a request no handler takes, with an error, unless it was already answered. Handlers answer
    /// through their `Reply`, which accepts only their request's response type.
    private func refuse(_ id: RequestID, _ error: ResponseError) {
        dispatchPrecondition(condition: .onQueue(queue))
        guard session.answering(id) else { return }
        connection.reply(id, error: error)
    }

    /// Whether a request still waits for its answer (not cancelled).
    func isPending(_ id: RequestID) -> Bool { session.isPending(id) }

    private func cancel(_ id: RequestID) {
        refuse(id, .requestCancelled)
    }

    /// Sends a request to the client; `completion` runs on `queue` with its answer.
    func sendRequest<Request: LSPRequest>(_ request: Request, completion: @escaping @Sendable (LSPAny?, ResponseError?) -> Void) {
        let id = session.withState { state in
            let id = RequestID.string("tablint-\(state.nextOutgoingID)")
            state.nextOutgoingID += 1
            state.outgoing[id] = completion
            return id
        }
        connection.send(request, id: id)
    }
}
