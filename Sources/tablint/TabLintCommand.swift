import ArgumentParser
import Foundation
import TabLintCore

@main
struct TabLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablint",
        abstract: "Inspect the tab bar controllers of iOS storyboards and xibs.",
        version: TabLintVersion.current,
        subcommands: [LintCommand.self, RulesCommand.self, GraphCommand.self, LSPCommand.self],
        defaultSubcommand: LintCommand.self)

    /// Usage errors exit with 2 ("the tool could not do its job"), like every other failure to run,
    /// instead of ArgumentParser's 64, so CI scripts need to know only 0, 1 and 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.toolFailure.rawValue)
            }
            exit(withError: error)
        }
    }
}

/// Exit statuses of `tablint lint`.
enum ExitStatus: Int32 {
    /// Nothing at or above the `--fail-on` level.
    case clean = 0
    /// Findings at or above the `--fail-on` level.
    case findings = 1
    /// The tool could not do its job: a missing path, an unwritable output, a bad option.
    case toolFailure = 2

    var exitCode: ExitCode { ExitCode(rawValue) }
}

/// Writes to standard error.
enum StandardError {
    static func write(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
