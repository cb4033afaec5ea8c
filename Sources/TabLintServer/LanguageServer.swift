import Foundation
import LSPProtocol
import LSPTransport
import TabLintCore
import TabLintFixes
import TabLintModel
import TabLintRules
import TabLintSource
import TabLintWorkspace

/// TabLint's language server: the lifecycle, the open documents, the workspace index and the handlers.
///
/// Threads: the connection's reader thread decodes messages and hands them, in arrival order, to `queue`, a
/// serial queue that owns every mutable property below (so edits to a document apply in order). Parsing
/// and linting of open documents run on `lintQueue`, workspace pulls on `workspaceLintQueue`, the index's walk on
/// a global queue, the loading of its documents and disk reloads on `indexQueue`; their results come back through `queue`. Each of those properties is
/// `@StateQueueConfined`, which checks on every access that it runs on `queue`. Every
/// request is answered through its `Reply`, typed to the request and used exactly once; the connection sends
/// each id's answer at most once (a cancelled request is answered -32800 and its late result dropped).
package final class LanguageServer: @unchecked Sendable {
    let connection: Connection
    let queue = DispatchQueue(label: "tablint.lsp.state")
    let lintQueue: DispatchQueue
    let indexQueue: DispatchQueue
    /// Workspace pulls lint here, so they never hold up the lint of the document being edited.
    let workspaceLintQueue = DispatchQueue(label: "tablint.lsp.workspace-lint")
    /// The rules and their configuration: `.tablint.yml` of the first workspace folder that has one (or the file
    /// `tablint lsp --config` names), read at `initialize`; captured by each lint job.
    @StateQueueConfined var linter: Linter
    @StateQueueConfined var configuration: Configuration
    let configurationFile: URL?
    /// Refreshes of the project resources (catalogs, images, `.strings`, projects): one at a time, and one more
    /// after it when something changed meanwhile.
    @StateQueueConfined var resourceRefresh = CoalescedRefresh()
    private let logSink: @Sendable (String) -> Void
    private let finished = DispatchSemaphore(value: 0)

    @StateQueueConfined var lifecycle = Lifecycle.uninitialized
    @StateQueueConfined var exitCode: Int32 = 1
    @StateQueueConfined var encoding = PositionEncoding.utf16
    @StateQueueConfined var client = ClientCapabilities()
    @StateQueueConfined var pushesDiagnostics = true
    @StateQueueConfined var roots: [URL] = []
    @StateQueueConfined var workspace = Workspace(files: []) { didSet { dependencyCache = nil } }
    @StateQueueConfined private var dependencyCache: DependencyIndex?
    /// Who reaches which storyboard through references, built once per workspace value (edits, hovers and
    /// pulls all ask).
    var dependencies: DependencyIndex {
        if let cached = dependencyCache { return cached }
        let index = DependencyIndex(workspace)
        dependencyCache = index
        return index
    }
    @StateQueueConfined var indexReady = false
    /// The files under the roots, once the index's walk has found them (before the documents are loaded): open
    /// documents are linted in their `Workspace.closure` from then until the index is ready.
    @StateQueueConfined var inventory: ProjectInventory?
    @StateQueueConfined var indexWaiters: [() -> Void] = []
    @StateQueueConfined var pendingFileEvents: [FileEvent] = []
    /// `workspace/diagnostic` requests held open until something changes (their reports were all `unchanged`).
    @StateQueueConfined var workspaceDiagnosticWaiters: [() -> Void] = []
    /// Each file's diagnostics in the current workspace, for workspace pulls; a change drops the changed file's
    /// and its dependents' entries. `workspaceGeneration` counts changes, so a late result is not cached.
    @StateQueueConfined var workspaceLintCache: [String: [Diagnostic]] = [:]
    @StateQueueConfined var workspaceGeneration = 0
    @StateQueueConfined var progress = IndexProgress()
    @StateQueueConfined var documents: [String: OpenDocument] = [:]
    @StateQueueConfined var pending: Set<RequestID> = []
    @StateQueueConfined var outgoing: [RequestID: (LSPAny?, ResponseError?) -> Void] = [:]
    @StateQueueConfined var nextOutgoingID = 1

    enum Lifecycle { case uninitialized, running, shutDown, exited }

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
        self.configuration = configuration
        self.configurationFile = configurationFile
        self.linter = Linter(ruleTypes: RuleRegistry.all, configuration: configuration)
    }

    /// Serves until `exit` or the end of input; returns the process exit status (0 only after `shutdown`).
    package func run() -> Int32 {
        connection.start(
            log: { [self] line in log(line, .warning) },
            receive: { [self] message in queue.async { self.receive(message) } },
            onClose: { [self] in queue.async { self.inputClosed() } })
        finished.wait()
        return queue.sync { exitCode }
    }

    /// Logs to standard error and, as `window/logMessage`, to the client. Safe from any thread.
    func log(_ message: String, _ type: MessageType = .log) {
        logSink(message)
        connection.send(LogMessageNotification(type: type, message: message))
    }

    func stop(exitCode code: Int32) {
        guard lifecycle != .exited else { return }
        lifecycle = .exited
        exitCode = code
        connection.closeOutput()
        finished.signal()
    }

    private func inputClosed() {
        guard lifecycle != .exited else { return }
        logSink("Input closed: stopping")
        stop(exitCode: lifecycle == .shutDown ? 0 : 1)
    }

    // MARK: - Dispatch

    private func receive(_ message: JSONRPCMessage) {
        dispatchPrecondition(condition: .onQueue(queue))
        guard lifecycle != .exited else { return }
        switch message {
        case .request(let id, let params):
            guard admits(id, isInitialize: params is InitializeRequest) else { return }
            pending.insert(id)
            handle(params, id: id)
        case .notification(let notification):
            guard lifecycle == .running || notification is ExitNotification else { return }
            handle(notification)
        case .response(let id, let result, let error):
            outgoing.removeValue(forKey: id)?(result, error)
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
        switch lifecycle {
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
        case is ExitNotification: stop(exitCode: lifecycle == .shutDown ? 0 : 1)
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
        guard pending.remove(id) != nil else { return }
        connection.reply(id, error: error)
    }

    /// Whether a request still waits for its answer (not cancelled).
    func isPending(_ id: RequestID) -> Bool { pending.contains(id) }

    private func cancel(_ id: RequestID) {
        refuse(id, .requestCancelled)
    }

    /// Sends a request to the client; `completion` runs on `queue` with its answer.
    func sendRequest<Request: LSPRequest>(_ request: Request, completion: @escaping (LSPAny?, ResponseError?) -> Void) {
        let id = RequestID.string("tablint-\(nextOutgoingID)")
        nextOutgoingID += 1
        outgoing[id] = completion
        connection.send(request, id: id)
    }
}
