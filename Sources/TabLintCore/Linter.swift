import Foundation
import TabLintGraph
import TabLintModel
import TabLintSource

/// The result of linting a workspace.
package struct LintResult: Sendable {
    /// Every file that was linted, sorted by path.
    package let files: [SourceFile]
    /// Every finding, in report order (path, position, rule id).
    package let diagnostics: [Diagnostic]
    /// Findings left out because a baseline holds them (`Baseline.filter`); `nil` when no baseline was used.
    package var suppressed: Int?

    package init(files: [SourceFile], diagnostics: [Diagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }

    package func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

    /// The diagnostics of each file that has any, in report order.
    package var diagnosticsByFile: [(file: SourceFile, diagnostics: [Diagnostic])] {
        var order: [String] = []
        var groups: [String: (SourceFile, [Diagnostic])] = [:]
        for diagnostic in diagnostics {
            let url = diagnostic.location.file.path
            if groups[url] == nil {
                order.append(url)
                groups[url] = (diagnostic.location.file, [])
            }
            groups[url]!.1.append(diagnostic)
        }
        return order.map { (groups[$0]!.0, groups[$0]!.1) }
    }

    /// Every linted file with its diagnostics (none for a clean file), then any other file a diagnostic
    /// points into, in report order: what file-by-file reports (checkstyle, JUnit) list.
    package var everyFileWithDiagnostics: [(file: SourceFile, diagnostics: [Diagnostic])] {
        let groups = diagnosticsByFile
        var byPath = Dictionary(groups.map { ($0.file.path, $0.diagnostics) }, uniquingKeysWith: { first, _ in first })
        let linted = files.map { file in (file: file, diagnostics: byPath.removeValue(forKey: file.path) ?? []) }
        return linted + groups.filter { byPath[$0.file.path] != nil }
    }
}

/// Runs the enabled rules over documents, in parallel over files.
package struct Linter: Sendable {
    package let rules: [any Rule]
    private let severities: [String: Severity]

    package init(ruleTypes: [any Rule.Type], configuration: Configuration = .default) {
        rules = ruleTypes.filter { configuration.isEnabled($0.description) }.map { type in
            type.init(options: RuleOptions(type.description.options, overrides: configuration.ruleOptions[type.description.id] ?? [:]))
        }
        severities = configuration.severities
    }

    /// All findings for one file of the workspace, in report order.
    package func diagnostics(for file: LoadedFile, in workspace: Workspace) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for rule in rules {
            found += rule.validate(file: file)
        }
        if let document = file.document {
            let context = LintContext(document: document, workspace: workspace)
            let isLaunchScreen = workspace.isLaunchScreen(document)
            for rule in rules where type(of: rule).description.applies(to: document.platform) {
                if isLaunchScreen, !type(of: rule).description.checksLaunchScreens { continue }
                found += rule.validate(context)
            }
        }
        if !severities.isEmpty {
            found = found.map { diagnostic in
                var adjusted = diagnostic
                if let severity = severities[diagnostic.ruleID] { adjusted.severity = severity }
                return adjusted
            }
        }
        var seen = Set<Diagnostic>()
        return found.filter { seen.insert($0).inserted }.sorted(by: Diagnostic.reportOrder)
    }

    /// Lints every file of the workspace (or those in `only`) in parallel; a lint of the whole workspace also
    /// checks the project's own files (a lint of chosen files, as `--stdin` and pre-commit hooks ask, does not).
    package func lint(_ workspace: Workspace, only paths: Set<String>? = nil) -> LintResult {
        let files = workspace.files.filter { paths?.contains($0.source.path) ?? true }
        let perFile = files.parallelMap { diagnostics(for: $0, in: workspace) }
        let project = paths == nil ? projectDiagnostics(workspace) : []
        return LintResult(files: files.map(\.source), diagnostics: (perFile.flatMap { $0 } + project).sorted(by: Diagnostic.reportOrder))
    }

    /// Findings in the project's own files (`validate(project:)`), with configured severities.
    package func projectDiagnostics(_ workspace: Workspace) -> [Diagnostic] {
        rules.flatMap { $0.validate(project: workspace) }.map { diagnostic in
            var adjusted = diagnostic
            if let severity = severities[diagnostic.ruleID] { adjusted.severity = severity }
            return adjusted
        }
    }
}
