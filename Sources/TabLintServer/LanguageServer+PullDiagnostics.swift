import Foundation
import LSPProtocol
import TabLintModel

extension LanguageServer {
    /// `textDocument/diagnostic`: an open document's diagnostics at its current version, or a file of the index.
    func documentDiagnostic(_ request: DocumentDiagnosticRequest, id: RequestID) {
        guard let url = DocumentURI.fileURL(request.textDocument.uri) else {
            respond(id, ResultID.report([], previous: request.previousResultId))
            return
        }
        if documents[url.path] != nil {
            whenCurrent(url.path) { [self] document in
                respond(id, ResultID.report(document.diagnostics, previous: request.previousResultId))
            }
            return
        }
        whenIndexed { [self] in
            guard let file = workspace.file(at: url) else {
                respond(id, ResultID.report([], previous: request.previousResultId))
                return
            }
            let snapshot = workspace
            let linter = self.linter
            lintQueue.async { [self] in
                let diagnostics = linter.diagnostics(for: file, in: snapshot)
                queue.async { [self] in
                    respond(id, ResultID.report(diagnostics.map(lsp), previous: request.previousResultId))
                }
            }
        }
    }

    /// `workspace/diagnostic`: every file of the index (open documents as their buffers), linted in parallel.
    func workspaceDiagnostic(_ request: WorkspaceDiagnosticRequest, id: RequestID) {
        let previous = Dictionary(request.previousResultIds.map { ($0.uri, $0.value) }, uniquingKeysWith: { first, _ in first })
        whenIndexed { [self] in
            let snapshot = workspace
            let linter = self.linter
            lintQueue.async { [self] in
                let perFile = snapshot.files.parallelMap { linter.diagnostics(for: $0, in: snapshot) }
                queue.async { [self] in
                    guard isPending(id) else { return }
                    let items = zip(snapshot.files, perFile).map { file, diagnostics -> WorkspaceDocumentDiagnosticReport in
                        let uri = uri(for: file.source)
                        let converted = diagnostics.map(lsp)
                        let version = documents[file.source.path]?.loadedVersion
                        return WorkspaceDocumentDiagnosticReport(
                            uri: uri, version: version, report: ResultID.report(converted, previous: previous[uri]))
                    }
                    respond(id, WorkspaceDiagnosticReport(items: items))
                }
            }
        }
    }
}
