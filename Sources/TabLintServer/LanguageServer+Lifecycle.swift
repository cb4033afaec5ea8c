import Foundation
import LSPProtocol
import TabLintCore
import TabLintSource

extension LanguageServer {
    func initialize(_ request: InitializeRequest, reply: Reply<InitializeRequest>) {
        let encoding = Self.negotiate(request.capabilities.positionEncodings)
        // A client that pulls diagnostics would show pushed ones twice: push only to clients that do not pull.
        var pushesDiagnostics = !request.capabilities.supportsPullDiagnostics
        if case .bool(let push)? = request.initializationOptions?["pushDiagnostics"] { pushesDiagnostics = push }
        let roots = Self.roots(of: request)
        session.withState { state in
            state.client = request.capabilities
            state.encoding = encoding
            state.pushesDiagnostics = pushesDiagnostics
            state.roots = roots
        }
        loadConfiguration()
        session.withState { $0.lifecycle = .running }
        let capabilities = ServerCapabilities(
            positionEncoding: PositionEncodingKind(rawValue: encoding.rawValue),
            textDocumentSync: .init(openClose: true, change: 2, save: .init(includeText: false)),
            hoverProvider: true, documentSymbolProvider: true, definitionProvider: true, referencesProvider: true,
            codeActionProvider: .init(codeActionKinds: [.quickFix]),
            diagnosticProvider: .init(identifier: "tablint", interFileDependencies: true, workspaceDiagnostics: true))
        reply(InitializeResult(capabilities: capabilities, serverInfo: .init(name: "tablint", version: TabLintVersion.current)))
        log(
            "Initialized: position encoding \(encoding.rawValue), \(pushesDiagnostics ? "pushing" : "pull") diagnostics, roots \(roots.map(\.path))",
            .info
        )
        startIndexing()
    }

    func initialized() {
        let (client, roots) = session.withState { ($0.client, $0.roots) }
        if client.supportsWatchedFilesRegistration {
            let watchers = LSPAny.array(
                FileDiscoveryPatterns.globs.map { .object(["globPattern": .string($0)]) })
            let registration = Registration(
                id: "tablint-watched-files", method: DidChangeWatchedFilesNotification.method,
                registerOptions: .object(["watchers": watchers]))
            sendRequest(RegisterCapabilityRequest(registrations: [registration])) { [self] _, error in
                if let error { log("The client refused the file watcher: \(error.message)", .warning) }
            }
        }
        if client.supportsWorkDoneProgress, !roots.isEmpty {
            let token = ProgressToken.string("tablint-index")
            sendRequest(WorkDoneProgressCreateRequest(token: token)) { [self] _, error in
                guard error == nil else { return }
                index.withState { $0.progress.token = token }
                reportProgress()
            }
        }
    }

    func shutdown(reply: Reply<ShutdownRequest>) {
        session.withState { $0.lifecycle = .shutDown }
        // Held workspace pulls are answered now (no longer held), so every request gets its answer.
        workspaceChanged(nil)
        reply(nil)
    }

    /// The first encoding the client lists that TabLint supports (all three), else UTF-16.
    static func negotiate(_ offered: [PositionEncodingKind]) -> PositionEncoding {
        for kind in offered {
            if let encoding = PositionEncoding(rawValue: kind.rawValue) { return encoding }
        }
        return .utf16
    }

    /// Workspace folders, else `rootUri`, else `rootPath`.
    static func roots(of request: InitializeRequest) -> [URL] {
        if let folders = request.workspaceFolders, !folders.isEmpty {
            return folders.compactMap { DocumentURI.fileURL($0.uri) }
        }
        if let uri = request.rootUri, let url = DocumentURI.fileURL(uri) { return [url] }
        if let path = request.rootPath, !path.isEmpty { return [URL(fileURLWithPath: path).standardizedFileURL] }
        return []
    }

}
