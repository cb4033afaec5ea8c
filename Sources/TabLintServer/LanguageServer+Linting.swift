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
        // The workspace and its generation as one: a lint's result is current only in the workspace it ran in.
        let (phase, snapshot, generation) = index.withState { ($0.phase, $0.workspace, $0.workspaceGeneration) }
        let closureInventory = phase.closureInventory
        let start = documents.withDocuments { documents -> LintStart? in
            guard var document = documents[path] else { return nil }
            guard let lint = document.lint.start(indexReady: phase.isReady || closureInventory != nil) else {
                return .none(isCurrent: document.isCurrent)
            }
            documents[path] = document
            // Other open documents stand for their files in a closure, as they do in the index.
            let buffers = closureInventory == nil ? [:] : documents.compactMapValues(\.loaded)
            return .lint(lint, bytes: document.buffer.bytes, url: document.url, previous: document.loaded, buffers: buffers)
        }
        guard let start else { return }
        guard case .lint(let lint, let bytes, let url, let previous, let buffers) = start else {
            if case .none(isCurrent: true) = start { flushWaiters(path) }
            return
        }
        let (linter, roots) = session.withState { ($0.linter, $0.roots) }
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
        let version = lint.version
        let encoding = session.encoding
        let finished = documents.withDocuments { documents -> LintEnd? in
            guard var document = documents[path], let isLatest = document.lint.finish(lint) else { return nil }
            let installs = parsed && (document.loadedVersion ?? Int.min) <= version
            if installs {
                document.loaded = loaded
                document.loadedVersion = version
            }
            var changed = true
            if isLatest {
                let converted = diagnostics.map { diagnostic in
                    Self.lsp(diagnostic, encoding: encoding) { documents[$0.path]?.uri ?? $0.uri }
                }
                // A re-lint for a dependency that changes nothing at the same version is not published again.
                changed = parsed || document.diagnosticsVersion != version || document.diagnostics != converted
                document.diagnostics = converted
                document.diagnosticsVersion = version
            }
            documents[path] = document
            return LintEnd(
                installs: installs, publishes: isLatest && changed, uri: document.uri, diagnostics: document.diagnostics)
        }
        guard let finished else { return }
        if finished.installs, let linted {
            // Nothing else changed the workspace while the lint ran: the workspace it built is the new one, and its
            // diagnostics are this file's in it (so a workspace pull need not lint the file again).
            let lintedCurrent = index.withState { state in
                let current = linted.generation == state.workspaceGeneration
                state.workspace = current ? linted.0 : state.workspace.replacing(loaded)
                return current
            }
            workspaceChanged(loaded.source, freshDiagnostics: lintedCurrent ? diagnostics : nil)
        } else if let linted {
            // The same files as the index, with the evidence the rules asked for: kept when nothing else changed the
            // workspace meanwhile, so that the next lint (after a saved source file, say) reads only what changed.
            index.withState { state in
                if linted.generation == state.workspaceGeneration { state.workspace = linted.0 }
            }
        }
        if finished.publishes {
            if session.pushesDiagnostics {
                connection.send(PublishDiagnosticsNotification(uri: finished.uri, version: version, diagnostics: finished.diagnostics))
            }
            if parsed, linted != nil { relintDependents(ofStoryboardNamed: loaded.source.baseName, except: path) }
        }
        scheduleLint(path)
    }

    /// Waiters are requests that need the whole workspace: a document current in its closure alone keeps them.
    private func flushWaiters(_ path: String) {
        guard index.isReady else { return }
        let current = documents.withDocuments { documents -> OpenDocument? in
            guard let document = documents[path], document.isCurrent, !document.waiters.isEmpty else { return nil }
            documents[path]?.waiters = []
            return document
        }
        guard let current else { return }
        current.waiters.forEach { $0(current) }
    }

    /// Runs `work` once the open document at `path` is parsed and linted at its current version.
    func whenCurrent(_ path: String, _ work: @escaping @Sendable (OpenDocument) -> Void) {
        let ready = index.isReady
        let found = documents.withDocuments { documents -> CurrentOrWaiting? in
            guard let document = documents[path] else { return nil }
            if document.isCurrent, ready { return .current(document) }
            documents[path]?.waiters.append(work)
            return .waiting
        }
        switch found {
        case nil: return
        case .current(let document)?: work(document)
        case .waiting?: scheduleLint(path)
        }
    }

    /// Re-lints the open documents whose storyboard references lead, directly or through other storyboards,
    /// to the storyboard `name`.
    func relintDependents(ofStoryboardNamed name: String, except changedPath: String) {
        let others = documents.paths.filter { $0 != changedPath }
        guard !others.isEmpty else { return }
        let dependents = index.files(dependingOnStoryboardNamed: name)
        for path in documents.dependenciesChanged(others.filter(dependents.contains)) { scheduleLint(path) }
    }

    /// The LSP form of diagnostics, with the client's own URIs for open documents (read once for them all).
    func lsp(_ diagnostics: [Diagnostic]) -> [LSPDiagnostic] {
        let encoding = session.encoding
        let uris = documents.clientURIs
        return diagnostics.map { diagnostic in Self.lsp(diagnostic, encoding: encoding) { uris[$0.path] ?? $0.uri } }
    }

    /// The LSP form of a diagnostic in `encoding`, its related locations under the URIs `uri` gives.
    static func lsp(_ diagnostic: Diagnostic, encoding: PositionEncoding, uri: (SourceFile) -> String) -> LSPDiagnostic {
        var converted = diagnostic.lsp(encoding)
        if var related = converted.relatedInformation {
            for index in related.indices {
                related[index].location.uri = uri(diagnostic.related[index].location.file)
            }
            converted.relatedInformation = related
        }
        return converted
    }
}

/// What `scheduleLint` found in the store: a lint to run, or none (the document is current, or waits).
private enum LintStart: Sendable {
    case none(isCurrent: Bool)
    case lint(LintScheduler.Lint, bytes: [UInt8], url: URL, previous: LoadedFile?, buffers: [String: LoadedFile])
}

/// What `whenCurrent` found: the document current (the work runs now), or the work waiting in it.
private enum CurrentOrWaiting: Sendable {
    case current(OpenDocument)
    case waiting
}

/// What `finishLint` did to the document: whether it installs the parse and publishes its diagnostics.
private struct LintEnd: Sendable {
    let installs: Bool
    let publishes: Bool
    let uri: String
    let diagnostics: [LSPDiagnostic]
}
