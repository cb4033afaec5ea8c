import TabLintGraph
import TabLintModel
import TabLintSource
import TabLintWorkspace

/// What a document rule sees: the document, the workspace around it (for cross-file lookups) and
/// the tab bars of the document, computed once per document and shared by all rules.
package struct LintContext: Sendable {
    package let document: IBDocument
    package let workspace: Workspace
    package let tabBars: [TabBar]
    /// Where the questions about the app's code that the evidence phase has not answered yet are noted.
    package let asked: CodeQuestions

    package init(document: IBDocument, workspace: Workspace, asked: CodeQuestions = CodeQuestions()) {
        self.document = document
        self.workspace = workspace
        self.tabBars = workspace.tabBars(in: document)
        self.asked = asked
    }

    package var source: SourceFile { document.source }

    /// A location in the document being linted.
    package func location(_ range: Range<Int>) -> SourceLocation {
        SourceLocation(file: document.source, range: range)
    }

    /// Whether any controller of the document has an (effective) restoration identifier.
    package var usesRestorationIdentifiers: Bool {
        document.controllers.contains { $0.effectiveRestorationIdentifier != nil }
    }
}

extension LintContext {
    /// Diagnostics stay in the document being linted: `preferred` when it is in this document, else
    /// `fallback` (a place in this document) with a related note pointing at `preferred`.
    package func anchor(_ preferred: SourceLocation?, fallback: SourceLocation, note: String) -> (SourceLocation, [RelatedNote]) {
        guard let preferred else { return (fallback, []) }
        if preferred.file.isSameFile(as: document.source) { return (preferred, []) }
        return (fallback, [RelatedNote(note, at: preferred)])
    }

    /// "line 12" or "line 12 of Settings.storyboard" for a location, as messages name other places.
    package func describe(_ location: SourceLocation) -> String {
        let line = location.file.position(of: location.range.lowerBound, in: .utf32).line + 1
        if location.file.isSameFile(as: document.source) { return "line \(line)" }
        return "line \(line) of \(location.file.fileName)"
    }
}
