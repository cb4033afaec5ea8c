import ArgumentParser
import Foundation
import TabLintCore
import TabLintReporters
import TabLintRules
import TabLintSource
import TabLintWorkspace

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint the storyboards and xibs under the given paths.",
        discussion: """
            Exit status: 0 when nothing is at or above the --fail-on level, 1 when something is, 2 when the tool \
            could not do its job (a path that does not exist, a file or folder it cannot read, an output file that \
            cannot be written, an unknown key in the configuration, a bad option), whatever --fail-on says. \
            --strict reports warnings as errors, so they fail the default gate; with --baseline only new findings count. \
            A folder or file is linted in its project (the nearest folder above it with .git, an .xcodeproj, \
            Package.swift, project.yml or .tablint.yml), whatever the current folder.
            """)

    @Argument(
        help: """
            Files, folders, .xcodeproj or .xcworkspace to lint (folders are searched for .storyboard and .xib \
            files, and each file or folder is read in its project; a project stands for its folder, limited to the \
            documents its targets list; default: the current folder, or with --stdin the project around --stdin-path).
            """)
    var paths: [String] = []

    @Option(help: "Report format: \(ReporterRegistry.ids.joined(separator: ", ")).")
    var format: String = TextReporter.id

    @Option(help: "Exit with 1 when a finding is at least this severe: error, warning, info or never.")
    var failOn: FailLevel = .error

    @Option(help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Option(name: .customLong("target"), help: "Lint only the documents that ship in the Xcode target of this name (repeatable).")
    var targets: [String] = []

    @Flag(name: [.short, .long], help: "Do not print the summary line to standard error.")
    var quiet = false

    @Option(help: "Configuration file (default: .tablint.yml in the first linted folder that has one, else in the current directory).")
    var config: String?

    @Flag(help: "Report warnings as errors (as SwiftLint's --strict), so they fail the default --fail-on error gate.")
    var strict = false

    @Flag(help: "Append the summary table (counts by rule and severity) to a line-oriented report, else print it to standard error.")
    var statistics = false

    @Flag(help: "Apply the quick fixes of the findings that have one, then report what is left.")
    var fix = false

    @Flag(help: "With --fix: print a unified diff of what --fix would change and write nothing (exit 1 when there is something to fix).")
    var diff = false

    @Flag(help: "Print the wall-clock and CPU time of each phase of the run to standard error.")
    var timings = false

    @Flag(help: "Exit 0 when the paths hold no storyboard, xib or tab bar built in code (by default linting nothing fails the gate).")
    var allowEmpty = false

    @OptionGroup var baselineOptions: BaselineOptions

    @OptionGroup var stdinOptions: StdinOptions

    func validate() throws {
        guard ReporterRegistry.reporter(format) != nil else {
            throw ValidationError("Unknown format '\(format)'; use one of: \(ReporterRegistry.ids.joined(separator: ", "))")
        }
        if diff && !fix { throw ValidationError("--diff is only used with --fix") }
    }

    func run() throws {
        let started = Date()
        if timings { PhaseTimer.start() }
        // With --stdin and no paths, the project around --stdin-path is read instead of ".".
        let input = try ProjectInput(paths, allowNone: stdinOptions.stdin, inProject: true)
        let base = input.base
        let stdinDocument = stdinOptions.documentURL(base: base)
        let workspaceRoots = stdinDocument.map { stdinOptions.roots(input.roots, document: $0, base: base) } ?? input.roots
        let configuration = try ConfigurationOption.load(config, roots: workspaceRoots, base: base)
        let buffers = stdinDocument.map { [$0.path: stdinOptions.readBuffer()] } ?? [:]
        var workspace = try ProjectInput.workspace(
            roots: workspaceRoots, configuration: configuration, buffers: buffers, keepsText: fix)
        let linter = Linter(ruleTypes: RuleRegistry.all, configuration: configuration)
        // With --stdin only the buffer is linted, and nothing when the configuration excludes its path.
        let stdinOnly = stdinDocument.map { configuration.isExcluded($0) ? Set<String>() : [$0.path] }
        let projectOnly = try input.documents(in: workspace, targets: targets)
        let only = projectOnly.map { selected in stdinOnly.map { $0.intersection(selected) } ?? selected } ?? stdinOnly
        PhaseTimer.mark("resources")
        var result = lintNamed(workspace, input: input, only: only, linter: linter)
        PhaseTimer.mark("lint")
        var context = ReportContext(baseDirectory: base)
        // Baselines and fingerprints name files relative to the project, whatever folder this runs in.
        let identityRoot = input.identityRoot(configuration: configuration, fallback: workspaceRoots)
        context.identityBase = identityRoot
        var fixedBuffer: [UInt8]?
        if fix {
            let outcome = try applyFixes(result, in: workspace, context: context, stdinPath: stdinDocument?.path) { fixed in
                // Lint again: the report and the exit status are those of the fixed files.
                let relinted = try ProjectInput.workspace(
                    roots: workspaceRoots, configuration: configuration, buffers: buffers.merging(fixed) { _, new in new },
                    keepsText: true)
                return (relinted, lintNamed(relinted, input: input, only: only, linter: linter))
            }
            (workspace, result) = (outcome.workspace, outcome.result)
            if let path = stdinDocument?.path { fixedBuffer = outcome.buffers[path] ?? buffers[path] }
        }
        // An `ignore:` entry that suppresses nothing is stale: it shows, as configuration warnings do.
        for entry in result.staleIgnores { StandardError.write(entry.staleWarning.description) }
        context.rules = linter.rules.map { type(of: $0).description }
        // The workspace with the evidence the rules asked for: what the report's `evidence` counts.
        context.workspace = result.workspace ?? workspace
        let reporter = ReporterRegistry.reporter(format)!
        do {
            result = try gate(result, context: context, input: input, identityRoot: identityRoot)
            if let fixedBuffer {
                // --stdin --fix: the fixed buffer is the output.
                FileHandle.standardOutput.write(Data(fixedBuffer))
            } else {
                try ReportOutput.write(reportText(reporter, result, context), to: output)
            }
        } catch {
            StandardError.write("tablint: \(error)")
            throw ExitStatus.toolFailure.exitCode
        }
        PhaseTimer.mark("report")
        if let timings = PhaseTimer.report() { StandardError.write(timings) }
        let code = context.workspace?.resources.knowledge.code
        let sources = input.sourceFiles(read: code?.readPaths ?? [])
        if !quiet {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            let suppressed = result.suppressed.map { " (\($0) suppressed by the baseline)" } ?? ""
            let counted =
                sources.isEmpty
                ? "\(result.files.count) files"
                : "\(result.files.count + sources.count) files (\(result.files.count) documents, \(sources.count) source files)"
            StandardError.write(
                "tablint: \(counted) in \(seconds) s: \(result.count(.error)) errors, "
                    + "\(result.count(.warning)) warnings, \(result.count(.info)) infos\(suppressed)")
        }
        // What TabLint met and could not read was not linted: the run cannot vouch for it, whatever --fail-on says.
        let unreadable = (context.workspace ?? workspace).unreadable
        for (path, reason) in unreadable.sorted(by: { $0.key < $1.key }) {
            StandardError.write("tablint: cannot read \(context.displayPath(path)): \(reason)")
        }
        if !unreadable.isEmpty { throw ExitStatus.toolFailure.exitCode }
        // A gate pointed at a folder without documents would pass silently: it says so, and fails unless allowed. An
        // app whose only tab bar is built in code has something to lint.
        let codeTabBars = (code?.tabBarsBuilt ?? []).filter { !input.isScoped || input.isNamed($0.file) }.count
        let namedSources = sources.contains { input.namedFiles.contains($0) }
        if result.files.isEmpty, codeTabBars == 0, !namedSources, stdinDocument == nil {
            let named = (paths.isEmpty ? ["."] : paths).joined(separator: ", ")
            StandardError.write("tablint: nothing to lint: no storyboard, xib or tab bar built in code under \(named)")
            if !allowEmpty, failOn != .never { throw ExitStatus.findings.exitCode }
        }
        if failOn.fails(on: result.diagnostics) { throw ExitStatus.findings.exitCode }
    }

    /// The lint of what was named: with Xcode projects, targets or `--stdin` (`only`), the chosen documents and the
    /// findings in the named files; else the whole projects around the named paths, narrowed to the findings located
    /// under them (`ProjectInput.scoped`), which are exactly those a lint of the whole project gives them.
    private func lintNamed(_ workspace: Workspace, input: ProjectInput, only: Set<String>?, linter: Linter) -> LintResult {
        guard let only else { return input.scoped(linter.lint(workspace), linter: linter) }
        return namedFilesOnly(linter.lint(workspace, only: only), input: input, only: only, linter: linter)
    }

    /// With documents chosen (`only`) and files named on the command line, the findings located in them: those of
    /// the named documents (not those their rules place in code files that were not named), and those the rules
    /// place in each named source file (`Linter.lint(codeFile:in:)`), as a project lint gives them.
    private func namedFilesOnly(_ result: LintResult, input: ProjectInput, only: Set<String>?, linter: Linter) -> LintResult {
        guard !input.namedFiles.isEmpty else { return result }
        let kept = (only ?? []).union(input.namedFiles)
        var found = result.diagnostics.filter { kept.contains($0.location.file.path) }
        var workspace = result.workspace
        let sources: Set<String> = ["swift", "m", "mm", "h"]
        for path in input.namedFiles.sorted() where sources.contains(URL(fileURLWithPath: path).pathExtension.lowercased()) {
            guard let current = workspace else { break }
            let code = linter.lint(codeFile: path, in: current)
            found += code.diagnostics
            workspace = code.workspace
        }
        var seen = Set<Diagnostic>()
        found = found.filter { seen.insert($0).inserted }.sorted(by: Diagnostic.reportOrder)
        var restricted = LintResult(files: result.files, diagnostics: found, workspace: workspace)
        restricted.suppressed = result.suppressed
        return restricted
    }
}
