import Foundation
import LSPProtocol
import TabLintCore
import TabLintModel
import TabLintReporters
import TabLintSource
import TabLintWorkspace

extension LanguageServer {
    /// Lints an open document now if it is idle; while a lint of it runs, later versions wait and only the
    /// latest is linted when it ends (`LintScheduler` decides).
    ///
    /// Before the index is ready (but once its walk has found the files) the document is linted in its
    /// `Workspace.closure`: what it references, loaded for this lint alone, which gives the diagnostics it has in
    /// the whole workspace. Such a lint installs nothing in the workspace; the index, once loaded, lints again.
    func scheduleLint(_ path: String) {
        guard var document = documents[path] else { return }
        let closureInventory = indexReady ? nil : inventory
        guard let lint = document.lint.start(indexReady: indexReady || closureInventory != nil) else {
            if document.isCurrent { flushWaiters(path) }
            return
        }
        documents[path] = document
        let bytes = document.buffer.bytes
        let url = document.url
        let previous = document.loaded
        let snapshot = workspace
        let generation = workspaceGeneration
        let linter = self.linter
        let roots = self.roots
        // Other open documents stand for their files in a closure, as they do in the index.
        let buffers = closureInventory == nil ? [:] : documents.compactMapValues(\.loaded)
        lintQueue.async { [self] in
            let parses = lint.parses || previous == nil
            let loaded = parses ? DocumentLoader.load(SourceFile(url: url, bytes: bytes)) : previous!
            let closureOrWorkspace: Workspace
            if let closureInventory {
                closureOrWorkspace = Workspace.closure(
                    of: loaded, inventory: closureInventory, roots: roots, contents: .disk,
                    load: { buffers[$0] ?? DocumentLoader.load(contentsOf: URL(fileURLWithPath: $0)) })
            } else {
                closureOrWorkspace = parses ? snapshot.replacing(loaded) : snapshot
            }
            // The workspace comes back with the evidence the rules asked for, which the index keeps.
            let (diagnostics, lintedWorkspace) = linter.lint(loaded, in: closureOrWorkspace)
            queue.async { [self] in
                finishLint(
                    path, lint, loaded: loaded, parsed: parses, diagnostics: diagnostics,
                    linted: closureInventory == nil ? (lintedWorkspace, generation) : nil)
            }
        }
    }

    /// - Parameter linted: the workspace the lint ran in and the `workspaceGeneration` it was taken from; `nil`
    ///   for a lint in the document's closure, before the index was ready (its parse is kept for the index).
    private func finishLint(
        _ path: String, _ lint: LintScheduler.Lint, loaded: LoadedFile, parsed: Bool, diagnostics: [Diagnostic],
        linted: (Workspace, generation: Int)?
    ) {
        guard var document = documents[path], let isLatest = document.lint.finish(lint) else { return }
        let version = lint.version
        let installs = parsed && (document.loadedVersion ?? Int.min) <= version
        // Nothing else changed the workspace while the lint ran: the workspace it built is the new one, and its
        // diagnostics are this file's in it (so a workspace pull need not lint the file again).
        let lintedCurrent = linted.map { $0.generation == workspaceGeneration } ?? false
        if installs {
            document.loaded = loaded
            document.loadedVersion = version
            if let linted { workspace = lintedCurrent ? linted.0 : workspace.replacing(loaded) }
        } else if lintedCurrent, let linted {
            // The same files as the index, with the evidence the rules asked for: kept, so that the next lint (after
            // a saved source file, say) reads only what changed.
            workspace = linted.0
        }
        var changed = true
        if isLatest {
            let converted = diagnostics.map(lsp)
            // A re-lint for a dependency that changes nothing at the same version is not published again.
            changed = parsed || document.diagnosticsVersion != version || document.diagnostics != converted
            document.diagnostics = converted
            document.diagnosticsVersion = version
        }
        documents[path] = document
        if installs, linted != nil { workspaceChanged(loaded.source, freshDiagnostics: lintedCurrent ? diagnostics : nil) }
        if isLatest, changed {
            if pushesDiagnostics {
                connection.send(PublishDiagnosticsNotification(uri: document.uri, version: version, diagnostics: document.diagnostics))
            }
            if parsed, linted != nil { relintDependents(ofStoryboardNamed: loaded.source.baseName, except: path) }
        }
        scheduleLint(path)
    }

    /// Waiters are requests that need the whole workspace: a document current in its closure alone keeps them.
    private func flushWaiters(_ path: String) {
        guard indexReady, let document = documents[path], document.isCurrent, !document.waiters.isEmpty else { return }
        documents[path]?.waiters = []
        document.waiters.forEach { $0(document) }
    }

    /// Runs `work` once the open document at `path` is parsed and linted at its current version.
    func whenCurrent(_ path: String, _ work: @escaping (OpenDocument) -> Void) {
        guard let document = documents[path] else { return }
        if document.isCurrent, indexReady {
            work(document)
        } else {
            documents[path]?.waiters.append(work)
            scheduleLint(path)
        }
    }

    /// Re-lints the open documents whose storyboard references lead, directly or through other storyboards,
    /// to the storyboard `name`.
    func relintDependents(ofStoryboardNamed name: String, except changedPath: String) {
        let others = documents.keys.filter { $0 != changedPath }
        guard !others.isEmpty else { return }
        let dependents = dependencies.files(dependingOnStoryboardNamed: name)
        for path in others where dependents.contains(path) {
            documents[path]?.lint.dependenciesChanged()
            scheduleLint(path)
        }
    }

    /// The LSP form of a diagnostic, with the client's own URIs for open documents.
    func lsp(_ diagnostic: Diagnostic) -> LSPDiagnostic {
        var converted = diagnostic.lsp(encoding)
        if var related = converted.relatedInformation {
            for index in related.indices {
                related[index].location.uri = uri(for: diagnostic.related[index].location.file)
            }
            converted.relatedInformation = related
        }
        return converted
    }

    /// The URI the client knows a file by: its own for open documents, else the file's `file:` URI.
    func uri(for file: SourceFile) -> String {
        documents[file.path]?.uri ?? file.uri
    }
}
