import Foundation
import LSPProtocol
import TabLintFixes
import TabLintModel
import TabLintSource

extension LanguageServer {
    /// Runs `work` with the current parse of a document: an open buffer once it is parsed at its current
    /// version, else the indexed file (`nil` when TabLint does not know the file).
    func withFile(_ uri: String, _ work: @escaping (LoadedFile?) -> Void) {
        guard let url = DocumentURI.fileURL(uri) else {
            work(nil)
            return
        }
        if documents[url.path] != nil {
            whenCurrent(url.path) { document in work(document.loaded) }
        } else {
            whenIndexed { [self] in work(workspace.file(at: url)) }
        }
    }

    /// What a feature needs: the workspace, the document, the encoding and the client's URIs.
    func context(_ document: IBDocument) -> FeatureContext {
        let uris = Dictionary(documents.values.map { ($0.path, $0.uri) }, uniquingKeysWith: { first, _ in first })
        return FeatureContext(workspace: workspace, dependencies: dependencies, document: document, encoding: encoding, clientURIs: uris)
    }

    func hover(_ request: HoverRequest, reply: Reply<HoverRequest>) {
        withFile(request.textDocument.uri) { [self] file in
            guard let document = file?.document else { return reply(Hover?.none) }
            let markdown = client.hoverFormats.isEmpty || client.hoverFormats.contains(.markdown)
            reply(HoverProvider(context(document), markdown: markdown).hover(at: request.position))
        }
    }

    func documentSymbols(_ request: DocumentSymbolRequest, reply: Reply<DocumentSymbolRequest>) {
        withFile(request.textDocument.uri) { [self] file in
            guard let document = file?.document else { return reply(DocumentSymbolResponse.symbols([])) }
            let outline = SymbolOutline(context(document)).symbols()
            if client.supportsHierarchicalSymbols {
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
            let current = documents[file.source.path]?.diagnostics ?? []
            let fixes = QuickFixes(context(document))
            reply(fixes.actions(for: request.context.diagnostics, in: request.range, current: current))
        }
    }
}
