import LSPProtocol
import TabLintCore
import TabLintSource

/// Code actions for the diagnostics of a request: each diagnostic's `data` is the `FixHint` it was published with.
package struct QuickFixes {
    let context: FeatureContext

    package init(_ context: FeatureContext) { self.context = context }

    /// - Parameters:
    ///   - diagnostics: what the client sent in the request's context.
    ///   - current: the server's latest diagnostics of the document: where the client's copy lacks `data`
    ///     (or sent none at all), they supply it.
    package func actions(for diagnostics: [LSPDiagnostic], in range: LSPRange, current: [LSPDiagnostic]) -> [CodeAction] {
        let asked = diagnostics.isEmpty ? current.filter { overlaps($0.range, range) } : diagnostics
        return asked.compactMap { diagnostic in
            guard diagnostic.source == nil || diagnostic.source == "tablint" else { return nil }
            let data =
                diagnostic.data
                ?? current.first { $0.code == diagnostic.code && $0.range == diagnostic.range && $0.message == diagnostic.message }?.data
            guard let data, let hint = FixHint(fields: data), let plan = hint.plan(context) else { return nil }
            return CodeAction(
                // Each diagnostic has one fix, the obvious one: preferred.
                title: plan.title, kind: .quickFix, diagnostics: [diagnostic], isPreferred: true, edit: workspaceEdit(plan.edits))
        }
    }

    private func workspaceEdit(_ edits: [SourceEdit]) -> WorkspaceEdit {
        var changes: [String: [TextEdit]] = [:]
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            changes[context.uri(edit.file), default: []].append(
                TextEdit(range: context.range(edit.range, in: edit.file), newText: edit.text))
        }
        return WorkspaceEdit(changes: changes)
    }

    private func overlaps(_ a: LSPRange, _ b: LSPRange) -> Bool {
        !(a.end < b.start || b.end < a.start)
    }
}
