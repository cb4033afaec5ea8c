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
        if documents[url.path] != nil {
            whenCurrent(url.path) { document in
                reply(ResultID.report(document.diagnostics, previous: request.previousResultId))
            }
            return
        }
        whenIndexed { [self] in
            guard let file = workspace.file(at: url) else {
                reply(ResultID.report([], previous: request.previousResultId))
                return
            }
            let snapshot = workspace
            let linter = self.linter
            lintQueue.async { [self] in
                let diagnostics = linter.diagnostics(for: file, in: snapshot)
                queue.async { [self] in
                    reply(ResultID.report(diagnostics.map(lsp), previous: request.previousResultId))
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
            let snapshot = workspace
            let generation = workspaceGeneration
            let cached = workspaceLintCache
            let linter = self.linter
            workspaceLintQueue.async { [self] in
                let missing = snapshot.files.filter { cached[$0.source.path] == nil }
                let computed = missing.parallelMap { linter.diagnostics(for: $0, in: snapshot) }
                queue.async { [self] in
                    guard generation == workspaceGeneration else {
                        // The workspace changed while this was computed: the result is already outdated.
                        guard isPending(reply.id) else { return reply.drop() }
                        return workspaceDiagnostic(request, reply: reply, holdIfUnchanged: holdIfUnchanged)
                    }
                    var all = cached
                    for (file, diagnostics) in zip(missing, computed) { all[file.source.path] = diagnostics }
                    workspaceLintCache = all
                    guard isPending(reply.id) else { return reply.drop() }
                    let items = snapshot.files.map { file -> WorkspaceDocumentDiagnosticReport in
                        let uri = uri(for: file.source)
                        let converted = (all[file.source.path] ?? []).map(lsp)
                        let version = documents[file.source.path]?.loadedVersion
                        return WorkspaceDocumentDiagnosticReport(
                            uri: uri, version: version, report: ResultID.report(converted, previous: previous[uri]))
                    }
                    let unchanged = !previous.isEmpty && items.count == previous.count && items.allSatisfy { $0.kind == "unchanged" }
                    guard holdIfUnchanged, unchanged, lifecycle == .running else {
                        return reply(WorkspaceDiagnosticReport(items: items))
                    }
                    workspaceDiagnosticWaiters.append { [self] in
                        guard isPending(reply.id) else { return reply.drop() }
                        workspaceDiagnostic(request, reply: reply, holdIfUnchanged: lifecycle == .running)
                    }
                }
            }
        }
    }

    /// The workspace changed at `file` (`nil`: anywhere): its cached diagnostics and its dependents' go, and
    /// held `workspace/diagnostic` requests compute again. `freshDiagnostics` are `file`'s own in the new
    /// workspace, when the caller has them (an edit's lint): they are cached before the pulls wake.
    func workspaceChanged(_ file: SourceFile?, freshDiagnostics: [Diagnostic]? = nil) {
        workspaceGeneration += 1
        if let file {
            workspaceLintCache[file.path] = nil
            if !workspaceLintCache.isEmpty {  // only clients that pull the workspace fill the cache
                for path in dependencies.files(dependingOnStoryboardNamed: file.baseName) { workspaceLintCache[path] = nil }
                if let freshDiagnostics { workspaceLintCache[file.path] = freshDiagnostics }
            }
        } else {
            workspaceLintCache = [:]
        }
        guard !workspaceDiagnosticWaiters.isEmpty else { return }
        let waiting = workspaceDiagnosticWaiters
        workspaceDiagnosticWaiters = []
        waiting.forEach { $0() }
    }
}
