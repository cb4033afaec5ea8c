import ArgumentParser
import Foundation
import TabLintCore
import TabLintFixes
import TabLintReporters
import TabLintSource
import TabLintWorkspace

/// `--fix` and `--fix --diff`: the language server's quick fixes, applied from the command line.
extension LintCommand {
    /// What `--fix` did: the fixed files and the lint of the fixed workspace.
    struct FixOutcome {
        /// The fixed bytes of each changed file, by path.
        var buffers: [String: [UInt8]]
        var workspace: Workspace
        var result: LintResult
    }

    /// Plans and applies the fixes of `result`'s findings, in rounds: after each, `relint` lints the fixed
    /// files (given by path), and the findings left are fixed again, until nothing changes (a fix can make a
    /// finding another fixes, such as two new restoration identifiers that are the same). With `--diff` it
    /// prints the diff and ends the run; with `--stdin` the buffer is not written; else the files are rewritten.
    func applyFixes(
        _ result: LintResult, in workspace: Workspace, context: ReportContext, stdinPath: String?,
        relint: ([String: [UInt8]]) throws -> (Workspace, LintResult)
    ) throws -> FixOutcome {
        var files: [String: FileFixer.FixedFile] = [:]
        var applied: [Fixes.Planned] = [], conflicts: [Fixes.Planned] = []
        var outcome = FixOutcome(buffers: [:], workspace: workspace, result: result)
        for _ in 0..<Self.fixRounds {
            let fixer = FileFixer(Fixes.plan(for: outcome.result.diagnostics, in: outcome.workspace))
            conflicts = fixer.conflicts
            guard !fixer.files.isEmpty else { break }
            applied += fixer.applied
            for file in fixer.files { files[file.source.path] = files[file.source.path].map { $0.followed(by: file) } ?? file }
            outcome.buffers = files.mapValues(\.bytes)
            (outcome.workspace, outcome.result) = try relint(outcome.buffers)
        }
        let changed = files.keys.sorted().compactMap { files[$0] }.filter { $0.bytes != $0.source.bytes }
        if diff {
            let text = changed.map { file in
                let path = context.displayPath(file.source)
                return UnifiedDiff.diff(
                    old: file.source.text, new: file.text, changes: file.changes, oldName: "a/\(path)", newName: "b/\(path)")
            }.joined()
            FileHandle.standardOutput.write(Data(text.utf8))
            reportConflicts(conflicts, context: context)
            throw (text.isEmpty ? ExitStatus.clean : ExitStatus.findings).exitCode
        }
        for file in changed where file.source.path != stdinPath {
            do {
                try SourceFile.writeAtomically(file.bytes, to: file.source.url)
            } catch {
                StandardError.write("tablint: cannot write \(context.displayPath(file.source)): \(error)")
                throw ExitStatus.toolFailure.exitCode
            }
        }
        if !quiet {
            let count = applied.count
            StandardError.write(
                "tablint: fixed \(count) finding\(count == 1 ? "" : "s") in \(changed.count) file\(changed.count == 1 ? "" : "s")")
            for planned in applied {
                StandardError.write("  \(place(planned.diagnostic, context)): \(planned.fix.title) [\(planned.diagnostic.ruleID)]")
            }
        }
        reportConflicts(conflicts, context: context)
        return outcome
    }

    /// Rounds of fixing before `--fix` gives up on findings that keep coming back.
    static let fixRounds = 4

    private func reportConflicts(_ conflicts: [Fixes.Planned], context: ReportContext) {
        for planned in conflicts {
            StandardError.write(
                "tablint: not fixed, its edits overlap another fix: \(place(planned.diagnostic, context)): \(planned.fix.title) "
                    + "[\(planned.diagnostic.ruleID)]")
        }
    }

    private func place(_ diagnostic: Diagnostic, _ context: ReportContext) -> String {
        let file = diagnostic.location.file
        return "\(context.displayPath(file)):\(file.lines.line(containing: diagnostic.location.range.lowerBound) + 1)"
    }
}
