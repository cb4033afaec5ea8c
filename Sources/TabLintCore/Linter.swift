import Foundation
import TabLintCode
import TabLintModel
import TabLintParallel
import TabLintSource
import TabLintWorkspace

/// The result of linting a workspace.
package struct LintResult: Sendable {
    /// Every file that was linted, sorted by path.
    package let files: [SourceFile]
    /// Every finding, in report order (path, position, rule id).
    package let diagnostics: [Diagnostic]
    /// Findings left out because a baseline holds them (`Baseline.filter`); `nil` when no baseline was used.
    package var suppressed: Int?
    /// The linted workspace with the evidence the rules asked for (what the report's `evidence` counts).
    package var workspace: Workspace?
    /// The configuration's `ignore:` entries that suppressed nothing in a lint of the whole workspace.
    package var staleIgnores: [IgnoreEntry] = []

    package init(files: [SourceFile], diagnostics: [Diagnostic], workspace: Workspace? = nil) {
        self.files = files
        self.diagnostics = diagnostics
        self.workspace = workspace
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
    let ignores: [IgnoreEntry]
    /// The folder `ignores`' file globs are relative to.
    let ignoreBase: String?

    package init(ruleTypes: [any Rule.Type], configuration: Configuration = .default) {
        rules = ruleTypes.filter { configuration.isEnabled($0.description) }.map { type in
            type.init(options: RuleOptions(type.description.options, overrides: configuration.ruleOptions[type.description.id] ?? [:]))
        }
        severities = configuration.severities
        ignores = configuration.ignores
        ignoreBase = configuration.baseDirectory?.standardizedFileURL.path
    }

    /// The findings in one file of the workspace, in report order, with the evidence its rules ask for.
    package func diagnostics(for file: LoadedFile, in workspace: Workspace) -> [Diagnostic] {
        lint(file, in: workspace).diagnostics
    }

    /// The findings in one file, and the workspace with the evidence its rules asked for: the evidence phase
    /// answers what they asked (`Workspace.answering`), and the file is linted again, until its rules ask nothing
    /// the workspace cannot answer. Findings its rules locate in the app's code (`tab_title_overridden`) are left
    /// out: they are that code file's (`lint(codeFile:in:)`).
    package func lint(_ file: LoadedFile, in workspace: Workspace) -> (diagnostics: [Diagnostic], workspace: Workspace) {
        let (found, workspace) = lintAnswering(file, in: workspace)
        return (suppressing(found.filter { $0.location.file.isSameFile(as: file.source) }, in: workspace).kept, workspace)
    }

    /// The findings located in a source file of the app's code (`.swift`, `.m`, `.h`): those the rules of the
    /// documents that ship in its bundles place there, in report order, and the workspace with the evidence they
    /// asked for.
    package func lint(codeFile path: String, in workspace: Workspace) -> (diagnostics: [Diagnostic], workspace: Workspace) {
        let knowledge = workspace.resources.knowledge
        let bundles = Set(knowledge.bundleIndices(of: path))
        var workspace = workspace
        var seen = Set<Diagnostic>()
        var found: [Diagnostic] = []
        for file in workspace.files where !bundles.isDisjoint(with: knowledge.bundleIndices(of: file.source.path)) {
            let result = lintAnswering(file, in: workspace)
            workspace = result.workspace
            found += result.diagnostics.filter { $0.location.file.path == path && seen.insert($0).inserted }
        }
        let code = codeTabBarDiagnostics(workspace)
        found += code.diagnostics.filter { $0.location.file.path == path && seen.insert($0).inserted }
        return (suppressing(found, in: code.workspace).kept.sorted(by: Diagnostic.reportOrder), code.workspace)
    }

    /// The findings the rules locate on the tab bars the app's code builds (`Rule.validate(codeTabBar:)`), and the
    /// workspace with the evidence they asked for. Every bundle's code is asked which tab bars it builds (the
    /// trigger-word scan finds the files that can), and each bar whose tabs TabLint can list is checked once. Only
    /// application targets and folders are asked, and a folder bundle beside an Xcode project is not: its targets
    /// say which code is built.
    package func codeTabBarDiagnostics(_ workspace: Workspace) -> (diagnostics: [Diagnostic], workspace: Workspace) {
        var workspace = workspace
        while true {
            let asked = CodeQuestions()
            let found = codeTabBarsOnce(workspace, asked: asked)
            if asked.isEmpty { return (found, workspace) }
            workspace = workspace.answering(asked)
        }
    }

    private func codeTabBarsOnce(_ workspace: Workspace, asked: CodeQuestions) -> [Diagnostic] {
        let knowledge = workspace.resources.knowledge
        var seen = Set<CodeFact>()
        var found: [Diagnostic] = []
        // A folder beside an Xcode project whose targets ship interfaces holds code no target builds; frameworks,
        // extensions and dependencies' targets (Pods) are not asked: an app's tab bar is built in the app's code.
        for bundle in knowledge.bundles.indices where knowledge.bundles[bundle].xcodeProjects.isEmpty && knowledge.bundles[bundle].isApplication {
            let code = CodeEvidence(bundles: [bundle], index: knowledge.code, asked: asked)
            let platform = Self.platform(sdkRoot: knowledge.bundles[bundle].sdkRoot)
            for site in code.tabBarsBuilt where seen.insert(site).inserted {
                guard let context = CodeTabBarContext(site: site, bundle: bundle, workspace: workspace, code: code) else { continue }
                for rule in rules where type(of: rule).description.applies(to: platform) {
                    found += rule.validate(codeTabBar: context)
                }
            }
        }
        // Two bars may judge one statement (a `selectedIndex` beside two functions that build the tabs): one finding,
        // the first bar's.
        var unique = Set<String>()
        return found.filter { unique.insert("\($0.ruleID)|\($0.location.file.path)|\($0.location.range)|\($0.message)").inserted }.map { diagnostic in
            var adjusted = diagnostic
            if let severity = severities[diagnostic.ruleID] { adjusted.severity = severity }
            return adjusted
        }
    }

    /// The platform a bundle's code runs on, from its target's `SDKROOT` (iOS without one: a folder, a target that
    /// does not say).
    static func platform(sdkRoot: String?) -> Platform {
        switch sdkRoot?.lowercased() {
        case "appletvos"?: return .tvOS
        case "macosx"?: return .macOS
        case "watchos"?: return .watchOS
        default: return .iOS
        }
    }

    /// Every finding of one file's rules, wherever located, once the evidence phase has answered what they asked.
    private func lintAnswering(_ file: LoadedFile, in workspace: Workspace) -> (diagnostics: [Diagnostic], workspace: Workspace) {
        var workspace = workspace
        var result = lintOnce(file, in: workspace)
        while !result.asked.isEmpty {
            workspace = workspace.answering(result.asked)
            result = lintOnce(file, in: workspace)
        }
        return (result.diagnostics, workspace)
    }

    /// Lints every file of the workspace (or those in `only`) in parallel; a lint of the whole workspace also
    /// checks the project's own files (a lint of chosen files, as `--stdin` and pre-commit hooks ask, does not).
    ///
    /// Rules look the app's code up in the workspace's evidence, which starts empty. The files whose rules asked
    /// what it could not answer are linted again once the evidence phase has answered all their questions in one
    /// pass (`Workspace.answering`), until no rule asks anything new: a finding never rests on an unanswered
    /// question, and code is read only where a rule has something to weigh it against.
    package func lint(_ workspace: Workspace, only paths: Set<String>? = nil) -> LintResult {
        var workspace = workspace
        let files = workspace.files.filter { paths?.contains($0.source.path) ?? true }
        var results = files.parallelMap { [workspace] in lintOnce($0, in: workspace) }
        var pending = results.indices.filter { !results[$0].asked.isEmpty }
        while !pending.isEmpty {
            workspace = workspace.answering(CodeQuestions(merging: pending.map { results[$0].asked }))
            let again = pending.parallelMap { [workspace] in lintOnce(files[$0], in: workspace) }
            for (index, result) in zip(pending, again) { results[index] = result }
            pending = pending.filter { !results[$0].asked.isEmpty }
        }
        var project: [Diagnostic] = []
        if paths == nil {
            project = projectDiagnostics(workspace)
            let code = codeTabBarDiagnostics(workspace)
            project += code.diagnostics
            workspace = code.workspace
        }
        // A finding located in the app's code (`tab_title_overridden`) is found from every document whose tab bar
        // shows the class: it is reported once.
        var seen = Set<Diagnostic>()
        let found = (results.flatMap(\.diagnostics) + project).filter { seen.insert($0).inserted }
        let (kept, used) = suppressing(found, in: workspace)
        var result = LintResult(files: files.map(\.source), diagnostics: kept.sorted(by: Diagnostic.reportOrder), workspace: workspace)
        // Only a lint of everything can tell that an entry suppresses nothing.
        if paths == nil { result.staleIgnores = ignores.filter { !used.contains($0) } }
        return result
    }

    /// One run of the rules over a file, with the questions about the app's code they asked that `workspace` has
    /// no answer to (findings that rest on them are not final).
    private func lintOnce(_ file: LoadedFile, in workspace: Workspace) -> (diagnostics: [Diagnostic], asked: CodeQuestions) {
        var found: [Diagnostic] = []
        for rule in rules {
            found += rule.validate(file: file)
        }
        let asked = CodeQuestions()
        if let document = file.document {
            let context = LintContext(document: document, workspace: workspace, asked: asked)
            let onlyTheFile = workspace.isLaunchScreen(document) || !workspace.projectsNotBuilding(document).isEmpty
            for rule in rules where type(of: rule).description.applies(to: document.platform) {
                if onlyTheFile, !type(of: rule).description.checksTheFileItself { continue }
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
        return (found.filter { seen.insert($0).inserted }.sorted(by: Diagnostic.reportOrder), asked)
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
