import Foundation
import TabLintCore
import TabLintSource
import TabLintWorkspace

/// Quick fixes outside an editor (`tablint lint --fix`): the same plans the server offers as code actions,
/// for every finding with a `FixHint` that has a fix.
package enum Fixes {
    /// A finding and the fix planned for it.
    package struct Planned {
        package let diagnostic: Diagnostic
        package let fix: PlannedFix

        package init(diagnostic: Diagnostic, fix: PlannedFix) {
            self.diagnostic = diagnostic
            self.fix = fix
        }
    }

    /// Plans a fix for each diagnostic that names one and whose facts still hold, in the diagnostics' order.
    /// A fix that would edit a file that did not parse (or that the workspace does not hold) is left out.
    package static func plan(for diagnostics: [Diagnostic], in workspace: Workspace) -> [Planned] {
        let dependencies = DependencyIndex(workspace)
        return diagnostics.compactMap { diagnostic in
            guard let hint = diagnostic.fix, let document = workspace.document(at: diagnostic.location.file.url)
            else { return nil }
            let context = FeatureContext(
                workspace: workspace, dependencies: dependencies, document: document, encoding: .utf8, clientURIs: [:])
            guard let plan = hint.plan(context), !plan.edits.isEmpty,
                plan.edits.allSatisfy({ workspace.document(at: $0.file.url) != nil && $0.file.encoding != .other })
            else { return nil }
            return Planned(diagnostic: diagnostic, fix: plan)
        }
    }
}
