import Foundation
import LSPProtocol
import TabLintCore
import TabLintModel
import TabLintParallel
import TabLintSource

extension LanguageServer {
    /// `textDocument/diagnostic`: an open document's diagnostics at its current version, or a file of the index.
    func documentDiagnostic(_ request: DocumentDiagnosticRequest, reply: Reply<DocumentDiagnosticRequest>) {
        guard let url = DocumentURI.fileURL(request.textDocument.uri) else {
            reply(ResultID.report([], previous: request.previousResultId))
            return
        }
        if documents.contains(url.path) {
            whenCurrent(url.path) { document in
                reply(ResultID.report(document.diagnostics, previous: request.previousResultId))
            }
            return
        }
        if codeDocuments.contains(url.path) {
            whenCodeCurrent(url.path) { document in
                reply(ResultID.report(document.diagnostics, previous: request.previousResultId))
            }
            return
        }
        if Self.isCodeFile(url) {
            whenIndexed { [self] in
                let snapshot = index.workspace
                let linter = session.linter
                lintQueue.async { [self] in
                    let diagnostics = linter.lint(codeFile: url.path, in: snapshot).diagnostics
                    queue.async { [self] in reply(ResultID.report(lsp(diagnostics), previous: request.previousResultId)) }
                }
            }
            return
        }
        whenIndexed { [self] in
            let snapshot = index.workspace
            guard let file = snapshot.file(at: url) else {
                reply(ResultID.report([], previous: request.previousResultId))
                return
            }
            let linter = session.linter
            lintQueue.async { [self] in
                let diagnostics = linter.diagnostics(for: file, in: snapshot)
                queue.async { [self] in
                    reply(ResultID.report(lsp(diagnostics), previous: request.previousResultId))
                }
            }
        }
    }

    /// `workspace/diagnostic`: every file of the index (open documents as their buffers). Files whose
    /// diagnostics cannot have changed since the last pull come from a cache; the rest are linted in parallel.
    ///
    /// Clients ask again as soon as they have an answer. When every report would be `unchanged`, the request
    /// is held open (the spec allows it) until the workspace changes, so an idle editor does not keep the
    /// server busy; `shutdown` answers held requests.
    func workspaceDiagnostic(
        _ request: WorkspaceDiagnosticRequest, reply: Reply<WorkspaceDiagnosticRequest>, holdIfUnchanged: Bool = true
    ) {
        let previous = Dictionary(request.previousResultIds.map { ($0.uri, $0.value) }, uniquingKeysWith: { first, _ in first })
        whenIndexed { [self] in
            let (snapshot, generation) = index.withState { ($0.workspace, $0.workspaceGeneration) }
            let cached = diagnosticsCache.entries
            let linter = session.linter
            workspaceLintQueue.async { [self] in
                let missing = snapshot.files.filter { cached[$0.source.path] == nil }
                let computed = missing.parallelMap { linter.diagnostics(for: $0, in: snapshot) }
                queue.async { [self] in
                    guard generation == index.withState({ $0.workspaceGeneration }) else {
                        // The workspace changed while this was computed: the result is already outdated.
                        guard isPending(reply.id) else { return reply.drop() }
                        return workspaceDiagnostic(request, reply: reply, holdIfUnchanged: holdIfUnchanged)
                    }
                    var all = cached
                    for (file, diagnostics) in zip(missing, computed) { all[file.source.path] = diagnostics }
                    diagnosticsCache.store(all)
                    guard isPending(reply.id) else { return reply.drop() }
                    let encoding = session.encoding
                    // The open documents' URIs and versions, read once for every file.
                    let open = documents.withDocuments { $0.mapValues { (uri: $0.uri, version: $0.loadedVersion) } }
                    let items = snapshot.files.map { file -> WorkspaceDocumentDiagnosticReport in
                        let uri = open[file.source.path]?.uri ?? file.source.uri
                        let converted = (all[file.source.path] ?? []).map { diagnostic in
                            Self.lsp(diagnostic, encoding: encoding) { open[$0.path]?.uri ?? $0.uri }
                        }
                        let version = open[file.source.path]?.version
                        return WorkspaceDocumentDiagnosticReport(
                            uri: uri, version: version, report: ResultID.report(converted, previous: previous[uri]))
                    }
                    let unchanged = !previous.isEmpty && items.count == previous.count && items.allSatisfy { $0.kind == "unchanged" }
                    guard holdIfUnchanged, unchanged, session.lifecycle == .running else {
                        return reply(WorkspaceDiagnosticReport(items: items))
                    }
                    diagnosticsCache.hold { [self] in
                        guard isPending(reply.id) else { return reply.drop() }
                        workspaceDiagnostic(request, reply: reply, holdIfUnchanged: session.lifecycle == .running)
                    }
                }
            }
        }
    }

    /// The workspace changed at `file` (`nil`: anywhere): its cached diagnostics and its dependents' go, and
    /// held `workspace/diagnostic` requests compute again. `freshDiagnostics` are `file`'s own in the new
    /// workspace, when the caller has them (an edit's lint): they are cached before the pulls wake.
    func workspaceChanged(_ file: SourceFile?, freshDiagnostics: [Diagnostic]? = nil) {
        index.withState { $0.workspaceGeneration += 1 }
        // Only clients that pull the workspace fill the cache: with none, the dependents need not be found.
        let dependents = file.map { diagnosticsCache.isEmpty ? [] : index.files(dependingOnStoryboardNamed: $0.baseName) } ?? []
        let waiting = diagnosticsCache.workspaceChanged(at: file?.path, dependents: dependents, fresh: freshDiagnostics)
        waiting.forEach { $0() }
        relintCodeDocuments()
    }
}
