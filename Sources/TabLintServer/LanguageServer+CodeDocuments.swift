import Foundation
import LSPProtocol
import TabLintCore
import TabLintWorkspace

/// Open Swift and Objective-C files: their buffers stand for their files in the code evidence, and the findings
/// rules locate in them (`tab_title_overridden`) are published under their URIs. Any change to the workspace (an
/// edit of a document or of another code file, a file changed on disk) lints the open code files again; a lint that
/// ends after a newer change runs again, so the last publication is of the newest state.
extension LanguageServer {
    /// Whether `url` is a source file of the app's code.
    static func isCodeFile(_ url: URL) -> Bool { FileDiscoveryPatterns.isSourceCode(url) }

    func didOpenCode(_ item: TextDocumentItem, url: URL) {
        let document = CodeDocument(uri: item.uri, url: url, version: item.version, text: item.text)
        codeDocuments.withDocuments { documents in
            var document = document
            document.waiters = documents[url.path]?.waiters ?? []
            documents[url.path] = document
        }
        codeBufferChanged(url.path, bytes: Array(item.text.utf8))
    }

    func didChangeCode(_ notification: DidChangeTextDocumentNotification, url: URL) {
        let encoding = session.encoding
        let changed = codeDocuments.withDocuments { documents -> (notes: [String], bytes: [UInt8])? in
            guard documents[url.path] != nil else { return nil }
            let notes = notification.contentChanges.compactMap { documents[url.path]!.buffer.apply($0, encoding: encoding) }
            documents[url.path]!.version = notification.textDocument.version
            return (notes, documents[url.path]!.buffer.bytes)
        }
        guard let changed else { return }
        for note in changed.notes { log("\(url.lastPathComponent): \(note)", .warning) }
        codeBufferChanged(url.path, bytes: changed.bytes)
    }

    func didCloseCode(_ url: URL) {
        guard let document = codeDocuments.withDocuments({ $0.removeValue(forKey: url.path) }) else { return }
        document.waiters.forEach { $0(document) }
        if session.pushesDiagnostics {
            connection.send(PublishDiagnosticsNotification(uri: document.uri, version: nil, diagnostics: []))
        }
        // The file on disk is the truth again.
        codeBufferChanged(url.path, bytes: nil)
    }

    /// The code evidence reads `path` from `bytes` (`nil`: from disk); everything that may rest on it is linted again.
    private func codeBufferChanged(_ path: String, bytes: [UInt8]?) {
        index.withState { $0.workspace = $0.workspace.replacingCode(at: path, with: bytes) }
        workspaceChanged(nil)
        for document in documents.dependenciesChanged() { scheduleLint(document) }
    }

    /// `workspace` with the open code files' buffers in place of their files: a workspace loaded from disk (the
    /// index, refreshed resources) gets them again.
    func withCodeBuffers(_ workspace: Workspace) -> Workspace {
        let buffers = codeDocuments.withDocuments { documents in documents.values.map { ($0.path, $0.buffer.bytes) } }
        return buffers.reduce(workspace) { $0.replacingCode(at: $1.0, with: $1.1) }
    }

    /// Lints every open code file again (the workspace changed).
    func relintCodeDocuments() {
        for path in codeDocuments.paths { scheduleCodeLint(path) }
    }

    /// Lints an open code file once the index is ready; while a lint of it runs, one more runs when it ends.
    func scheduleCodeLint(_ path: String) {
        whenIndexed { [self] in
            queue.async { [self] in startCodeLint(path) }
        }
    }

    private func startCodeLint(_ path: String) {
        let starts = codeDocuments.withDocuments { documents -> Int? in
            guard var document = documents[path] else { return nil }
            guard !document.linting else {
                documents[path]?.stale = true
                return nil
            }
            document.linting = true
            document.stale = false
            documents[path] = document
            return document.version
        }
        guard let version = starts else { return }
        let (snapshot, generation) = index.withState { ($0.workspace, $0.workspaceGeneration) }
        let linter = session.linter
        lintQueue.async { [self] in
            let (diagnostics, linted) = linter.lint(codeFile: path, in: snapshot)
            queue.async { [self] in
                index.withState { state in
                    // The evidence the rules asked for is kept when nothing changed the workspace meanwhile.
                    if generation == state.workspaceGeneration { state.workspace = linted }
                }
                finishCodeLint(path, version: version, diagnostics: diagnostics)
            }
        }
    }

    private func finishCodeLint(_ path: String, version: Int, diagnostics: [Diagnostic]) {
        let encoding = session.encoding
        let uris = documents.clientURIs
        let converted = diagnostics.map { Self.lsp($0, encoding: encoding) { uris[$0.path] ?? $0.uri } }
        typealias Waiter = @Sendable (CodeDocument) -> Void
        let finished = codeDocuments.withDocuments { documents -> (publish: CodeDocument?, again: Bool, waiters: [Waiter])? in
            guard var document = documents[path] else { return nil }
            document.linting = false
            let changed = document.diagnosticsVersion != version || document.diagnostics != converted
            document.diagnostics = converted
            document.diagnosticsVersion = version
            var waiters: [Waiter] = []
            if document.isCurrent {
                waiters = document.waiters
                document.waiters = []
            }
            documents[path] = document
            return (changed ? document : nil, document.stale || document.diagnosticsVersion != document.version, waiters)
        }
        guard let finished else { return }
        if let document = finished.publish, session.pushesDiagnostics {
            connection.send(PublishDiagnosticsNotification(uri: document.uri, version: version, diagnostics: document.diagnostics))
        }
        if finished.again {
            startCodeLint(path)
        } else if let document = codeDocuments.withDocuments({ $0[path] }) {
            finished.waiters.forEach { $0(document) }
        }
    }

    /// Runs `work` once the open code file at `path` is linted at its current version.
    func whenCodeCurrent(_ path: String, _ work: @escaping @Sendable (CodeDocument) -> Void) {
        let found = codeDocuments.withDocuments { documents -> (current: CodeDocument?, idle: Bool) in
            guard let document = documents[path] else { return (nil, false) }
            if document.isCurrent { return (document, false) }
            documents[path]?.waiters.append(work)
            return (nil, !document.linting)
        }
        if let current = found.current {
            work(current)
        } else if found.idle {
            scheduleCodeLint(path)
        }
    }
}
