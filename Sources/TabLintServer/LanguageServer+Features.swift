import Foundation
import LSPProtocol
import TabLintFixes
import TabLintModel
import TabLintSource

extension LanguageServer {
    /// Runs `work` with the current parse of a document: an open buffer once it is parsed at its current
    /// version, else the indexed file (`nil` when TabLint does not know the file).
    func withFile(_ uri: String, _ work: @escaping @Sendable (LoadedFile?) -> Void) {
        guard let url = DocumentURI.fileURL(uri) else {
            work(nil)
            return
        }
        if documents.contains(url.path) {
            whenCurrent(url.path) { document in work(document.loaded) }
        } else {
            whenIndexed { [self] in work(index.workspace.file(at: url)) }
        }
    }

    /// What a feature needs: the workspace, the document, the encoding and the client's URIs.
    func context(_ document: IBDocument) -> FeatureContext {
        let uris = documents.clientURIs
        let (workspace, dependencies) = index.withState { ($0.workspace, $0.dependencies()) }
        return FeatureContext(
            workspace: workspace, dependencies: dependencies, document: document, encoding: session.encoding, clientURIs: uris)
    }

    func hover(_ request: HoverRequest, reply: Reply<HoverRequest>) {
        withFile(request.textDocument.uri) { [self] file in
            guard let document = file?.document else { return reply(Hover?.none) }
            let formats = session.client.hoverFormats
            let markdown = formats.isEmpty || formats.contains(.markdown)
            reply(HoverProvider(context(document), markdown: markdown).hover(at: request.position))
        }
    }

    func documentSymbols(_ request: DocumentSymbolRequest, reply: Reply<DocumentSymbolRequest>) {
        withFile(request.textDocument.uri) { [self] file in
            guard let document = file?.document else { return reply(DocumentSymbolResponse.symbols([])) }
            let outline = SymbolOutline(context(document)).symbols()
            if session.client.supportsHierarchicalSymbols {
                reply(DocumentSymbolResponse.symbols(outline))
            } else {
                reply(DocumentSymbolResponse.information(SymbolOutline.flatten(outline, uri: request.textDocument.uri)))
            }
        }
    }

    func definition(_ request: DefinitionRequest, reply: Reply<DefinitionRequest>) {
        withFile(request.textDocument.uri) { [self] file in
            guard let document = file?.document else { return reply([Location]?.none) }
            reply(Navigation(context(document)).definition(at: request.position))
        }
    }

    func references(_ request: ReferencesRequest, reply: Reply<ReferencesRequest>) {
        withFile(request.textDocument.uri) { [self] file in
            guard let document = file?.document else { return reply([Location]?.none) }
            reply(Navigation(context(document)).references(at: request.position, includeDeclaration: request.context.includeDeclaration))
        }
    }

    func codeActions(_ request: CodeActionRequest, reply: Reply<CodeActionRequest>) {
        withFile(request.textDocument.uri) { [self] file in
            guard let file, let document = file.document else { return reply([CodeAction]()) }
            let current = documents.withDocuments { $0[file.source.path]?.diagnostics } ?? []
            let fixes = QuickFixes(context(document))
            reply(fixes.actions(for: request.context.diagnostics, in: request.range, current: current))
        }
    }
}
