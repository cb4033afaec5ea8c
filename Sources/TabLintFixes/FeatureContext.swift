import Foundation
import LSPProtocol
import TabLintGraph
import TabLintModel
import TabLintReporters
import TabLintSource
import TabLintWorkspace

/// What hover, outline, navigation and quick fixes read: a snapshot of the workspace, the document asked
/// about, the negotiated position encoding and the URIs the client uses for its open documents.
package struct FeatureContext {
    package let workspace: Workspace
    package let dependencies: DependencyIndex
    package let document: IBDocument
    package let encoding: PositionEncoding
    /// Path → URI of open documents.
    package let clientURIs: [String: String]

    package init(
        workspace: Workspace, dependencies: DependencyIndex, document: IBDocument, encoding: PositionEncoding, clientURIs: [String: String]
    ) {
        self.workspace = workspace
        self.dependencies = dependencies
        self.document = document
        self.encoding = encoding
        self.clientURIs = clientURIs
    }

    package var source: SourceFile { document.source }

    package func uri(_ file: SourceFile) -> String { clientURIs[file.path] ?? file.uri }

    package func range(_ range: Range<Int>, in file: SourceFile) -> LSPRange {
        SourceLocation(file: file, range: range).lspRange(encoding)
    }

    package func location(_ range: Range<Int>, in file: SourceFile) -> Location {
        Location(uri: uri(file), range: self.range(range, in: file))
    }

    /// The byte offset of an LSP position in this document.
    package func offset(of position: Position) -> Int {
        source.lines.offset(of: SourcePosition(line: position.line, column: position.character), in: encoding)
    }

    /// Documents that can reach this one through storyboard references, this one first.
    package func relatedDocuments(of document: IBDocument) -> [IBDocument] {
        let dependents = dependencies.files(dependingOnStoryboardNamed: document.source.baseName)
        let others = workspace.files.filter { dependents.contains($0.source.path) && $0.source.path != document.source.path }
        return [document] + others.compactMap(\.document)
    }

    /// The controller `id` of another document, looked up in this document first, then wherever in the
    /// workspace exactly one document has it; a fix may edit it, so it comes with its document's text (`withText`).
    package func controller(withID id: String) -> ResolvedController? {
        if let local = document.controller(withID: id) { return ResolvedController(document: document, controller: local) }
        let matches = workspace.documents.compactMap { other in
            other.controller(withID: id).map { ResolvedController(document: other, controller: $0) }
        }
        return matches.count == 1 ? withText(matches[0]) : nil
    }

    /// `resolved` in a document that holds its text. The index keeps closed files without their text (the models are
    /// what a lint, a hover or a reference needs); a fix that edits one, or reads its text or every object id it has,
    /// reads it again from disk, which is the truth for a closed file. `nil` when the file no longer has the
    /// controller.
    package func withText(_ resolved: ResolvedController) -> ResolvedController? {
        guard !resolved.source.keepsText else { return resolved }
        guard let reloaded = DocumentLoader.load(contentsOf: resolved.source.url).document,
            let controller = reloaded.controller(withID: resolved.controller.id)
        else { return nil }
        return ResolvedController(document: reloaded, controller: controller)
    }
}
