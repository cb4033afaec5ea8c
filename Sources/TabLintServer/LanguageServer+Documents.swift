import Foundation
import LSPProtocol
import TabLintModel
import TabLintSource
import TabLintWorkspace

extension LanguageServer {
    func didOpen(_ notification: DidOpenTextDocumentNotification) {
        let item = notification.textDocument
        if let url = DocumentURI.fileURL(item.uri), Self.isCodeFile(url) { return didOpenCode(item, url: url) }
        guard let url = DocumentURI.fileURL(item.uri), DocumentURI.isInterfaceBuilderFile(url) else {
            log("Not a storyboard, xib or code file, ignored: \(item.uri)")
            return
        }
        // Opened again without a close: what waited for the old buffer waits for the new one.
        documents.open(OpenDocument(uri: item.uri, url: url, version: item.version, text: item.text))
        scheduleLint(url.path)
    }

    func didChange(_ notification: DidChangeTextDocumentNotification) {
        guard let url = DocumentURI.fileURL(notification.textDocument.uri) else { return }
        if Self.isCodeFile(url) { return didChangeCode(notification, url: url) }
        let encoding = session.encoding
        let notes = documents.withDocuments { documents -> [String]? in
            guard documents[url.path] != nil else { return nil }
            // In place: the buffer is not copied.
            let notes = notification.contentChanges.compactMap { documents[url.path]!.buffer.apply($0, encoding: encoding) }
            documents[url.path]!.lint.textChanged(to: notification.textDocument.version)
            return notes
        }
        guard let notes else { return }
        for note in notes { log("\(url.lastPathComponent): \(note)", .warning) }
        scheduleLint(url.path)
    }

    func didClose(_ notification: DidCloseTextDocumentNotification) {
        if let url = DocumentURI.fileURL(notification.textDocument.uri), Self.isCodeFile(url) { return didCloseCode(url) }
        guard let url = DocumentURI.fileURL(notification.textDocument.uri), let document = documents.close(url.path) else {
            return
        }
        document.waiters.forEach { $0(document) }
        if session.pushesDiagnostics {
            connection.send(PublishDiagnosticsNotification(uri: document.uri, version: nil, diagnostics: []))
        }
        // The file on disk is the truth again.
        reloadFromDisk(url)
    }

    func didSave(_ notification: DidSaveTextDocumentNotification) {
        // The open buffer already holds what was saved; the disk matters again only after `didClose`.
        log("Saved \(notification.textDocument.uri)")
    }

    func didChangeWatchedFiles(_ notification: DidChangeWatchedFilesNotification) {
        let ready = index.withState { state in
            if !state.phase.isReady { state.pendingFileEvents += notification.changes }
            return state.phase.isReady
        }
        if ready { apply(notification.changes) }
    }

    /// Brings the index up to date with files changed on disk (open documents keep their buffers).
    func apply(_ events: [FileEvent]) {
        for event in events {
            guard let url = DocumentURI.fileURL(event.uri) else { continue }
            guard DocumentURI.isInterfaceBuilderFile(url) else {
                if event.type == .changed, FileDiscoveryPatterns.isSourceCode(url) {
                    sourceFileChanged(url)
                } else if event.type == .changed, url.lastPathComponent == "project.pbxproj" {
                    refreshResources(changedProject: url.standardizedFileURL.path)
                } else if FileDiscoveryPatterns.isProjectResource(url) {
                    refreshResources()
                }
                continue
            }
            guard !documents.contains(url.path) else { continue }
            switch event.type {
            case .created, .changed: reloadFromDisk(url)
            case .deleted:
                let name = url.deletingPathExtension().lastPathComponent
                let removed = index.withState { state in
                    let removed = state.workspace.file(at: url)?.source
                    state.workspace = state.workspace.removing(url)
                    return removed
                }
                workspaceChanged(removed)
                relintDependents(ofStoryboardNamed: name, except: url.path)
            }
        }
    }

    /// A source file changed on disk: the code evidence reads it again when a rule next asks (the other files' words
    /// and facts are kept), and the open documents are linted again. A source file created or deleted changes the
    /// bundles' lists of files, and refreshes the resources instead.
    func sourceFileChanged(_ url: URL) {
        // An open code file's buffer is the truth for it.
        guard !codeDocuments.contains(url.standardizedFileURL.path) else { return }
        index.withState { $0.workspace = $0.workspace.forgettingCode(at: url.standardizedFileURL.path) }
        workspaceChanged(nil)
        for path in documents.dependenciesChanged() { scheduleLint(path) }
    }

    /// Loads a file from disk off the state queue, installs it in the index, and re-lints what depends on it.
    func reloadFromDisk(_ url: URL) {
        indexQueue.async { [self] in
            let exists = FileManager.default.fileExists(atPath: url.path)
            let loaded = exists ? DocumentLoader.load(url: url, keepsText: false) { try SourceFile.readBytes(url) } : nil
            queue.async { [self] in
                guard !documents.contains(url.path) else { return }
                let previous = index.withState { state in
                    let previous = state.workspace.file(at: url)?.source
                    if let loaded {
                        state.workspace = state.workspace.replacing(loaded)
                    } else {
                        state.workspace = state.workspace.removing(url)
                    }
                    return previous
                }
                workspaceChanged(loaded?.source ?? previous)
                relintDependents(ofStoryboardNamed: url.deletingPathExtension().lastPathComponent, except: url.path)
            }
        }
    }

}
