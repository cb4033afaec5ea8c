import ArgumentParser
import Foundation
import TabLintCore
import TabLintGraph
import TabLintReporters
import TabLintRules

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint the storyboards and xibs under the given paths.",
        discussion: """
            Exit status: 0 when nothing is at or above the --fail-on level, 1 when something is, 2 when the tool \
            could not do its job (a path that does not exist, an output file that cannot be written, a bad option).
            """)

    @Argument(help: "Files or folders to lint (folders are searched for .storyboard and .xib files).")
    var paths: [String] = ["."]

    @Option(help: "Report format: \(ReporterRegistry.ids.joined(separator: ", ")).")
    var format: String = TextReporter.id

    @Option(help: "Exit with 1 when a finding is at least this severe: error, warning, info or never.")
    var failOn: FailLevel = .error

    @Option(help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(help: "Do not print the summary line to standard error.")
    var quiet = false

    @Option(help: "Configuration file (default: .tablint.yml in the first linted folder that has one, else in the current directory).")
    var config: String?

    func validate() throws {
        guard ReporterRegistry.reporter(format) != nil else {
            throw ValidationError("Unknown format '\(format)'; use one of: \(ReporterRegistry.ids.joined(separator: ", "))")
        }
    }

    func run() throws {
        let started = Date()
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let roots = paths.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
        for (path, root) in zip(paths, roots) where !FileManager.default.fileExists(atPath: root.path) {
            StandardError.write("tablint: No such file or directory: \(path)")
            throw ExitStatus.toolFailure.exitCode
        }
        let configuration = try ConfigurationOption.load(config, roots: roots, base: base)
        let workspace: Workspace
        do {
            workspace = try Workspace.load(paths: roots, isExcluded: configuration.isExcluded)
        } catch {
            StandardError.write("tablint: \(error)")
            throw ExitStatus.toolFailure.exitCode
        }
        let result = Linter(ruleTypes: RuleRegistry.all, configuration: configuration).lint(workspace)
        let reporter = ReporterRegistry.reporter(format)!
        do {
            try ReportOutput.write(reporter.report(result, context: ReportContext(baseDirectory: base)), to: output)
        } catch {
            StandardError.write("tablint: \(error)")
            throw ExitStatus.toolFailure.exitCode
        }
        if !quiet {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            StandardError.write(
                "tablint: \(result.files.count) files in \(seconds) s: \(result.count(.error)) errors, "
                    + "\(result.count(.warning)) warnings, \(result.count(.info)) infos")
        }
        if failOn.fails(on: result.diagnostics) { throw ExitStatus.findings.exitCode }
    }
}
