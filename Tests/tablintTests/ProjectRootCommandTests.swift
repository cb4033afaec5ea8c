import Foundation
import LSPProtocol
import TabLintCore
import TabLintReporters
import TabLintTestSupport
import Testing

/// The same answer from any folder: a lint of a project, or of one of its folders, gives the same findings,
/// baseline matches, fingerprints and `ignore:` advice whether it runs in the project root, a subfolder or elsewhere,
/// with relative or absolute paths; a folder is linted in its project (its `.xcodeproj` one level up is read).
@Suite struct ProjectRootCommandTests {
    /// `Corpus/TabTitleOverridden` (an `.xcodeproj` beside the `TabTitleOverridden` source folder, whose Swift code
    /// renames a tab), with `Extras/Broken.storyboard` (two duplicated ids, one of them ignored) and a configuration
    /// whose `ignore:` has an entry in use and a stale one for each folder.
    private func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-root-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Fixtures.repositoryRoot().appendingPathComponent("Corpus/TabTitleOverridden"), to: root)
        let extras = root.appendingPathComponent("Extras")
        try FileManager.default.createDirectory(at: extras, withIntermediateDirectories: true)
        try Data(
            Example.storyboard(
                """
                <viewController id="a" sceneMemberID="viewController"/>
                <viewController id="a" sceneMemberID="viewController"/>
                <viewController id="b" sceneMemberID="viewController"/>
                <viewController id="b" sceneMemberID="viewController"/>
                """
            ).utf8
        ).write(to: extras.appendingPathComponent("Broken.storyboard"))
        try Data(
            """
            ignore:
              - rule: duplicate_object_id
                objects: [b]
              - rule: duplicate_tab
                files: ["TabTitleOverridden/**"]
              - rule: duplicate_tab
                files: ["Extras/**"]

            """.utf8
        ).write(to: root.appendingPathComponent(".tablint.yml"))
        return root
    }

    private struct Lint {
        let report: JSONReporter.Report
        let stderr: String

        /// Every finding by file URI: what does not depend on the folder `tablint` ran in.
        var findings: [String: [LSPDiagnostic]] {
            Dictionary(report.files.map { ($0.uri, $0.diagnostics) }, uniquingKeysWith: { first, _ in first })
        }

        var staleLines: [String] { stderr.split(separator: "\n").map(String.init).filter { $0.contains("suppresses nothing") }.sorted() }
    }

    private func lint(_ arguments: [String], in folder: URL) throws -> Lint {
        let run = try CommandRunner.run(["lint", "--format", "json", "--fail-on", "never"] + arguments, in: folder)
        #expect(run.status == 0, "\(arguments) in \(folder.path): \(run.stderr)")
        return Lint(report: try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8)), stderr: run.stderr)
    }

    @Test func aProjectAndEachOfItsFoldersAnswerTheSameFromAnyFolder() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("TabTitleOverridden")
        let extras = root.appendingPathComponent("Extras")
        let elsewhere = FileManager.default.temporaryDirectory

        let whole = try lint(["."], in: root)
        #expect(whole.report.evidence?.xcodeProjects == 1)
        #expect(whole.findings.keys.contains { $0.hasSuffix("/TabTitleOverridden/HistoryViewController.swift") })
        #expect(whole.findings.keys.contains { $0.hasSuffix("/Extras/Broken.storyboard") })
        #expect(whole.staleLines.count == 2, "\(whole.stderr)")
        for (arguments, folder) in [([".."], sources), (["../"], extras), ([root.path], elsewhere), ([root.path + "/"], sources)] {
            let run = try lint(arguments, in: folder)
            #expect(run.findings == whole.findings, "\(arguments) in \(folder.lastPathComponent)")
            #expect(run.staleLines == whole.staleLines, "\(arguments) in \(folder.lastPathComponent)")
        }

        for folder in [sources, extras] {
            let name = folder.lastPathComponent
            let expected = whole.findings.filter { $0.key.contains("/\(name)/") }
            #expect(!expected.isEmpty)
            let fromRoot = try lint([name], in: root)
            // The folder is linted in its project: the `.xcodeproj` one level up is read.
            #expect(fromRoot.report.evidence?.xcodeProjects == 1, "\(name)")
            #expect(fromRoot.findings == expected, "\(name)")
            // Only the stale entry about this folder is reported, never the one in use nor the other folder's.
            #expect(fromRoot.staleLines.count == 1 && fromRoot.staleLines[0].contains("files \(name)/**"), "\(fromRoot.stderr)")
            let others = [sources, extras].filter { $0 != folder }
            for (arguments, cwd) in [(["."], folder), ([folder.path], elsewhere), (["../\(name)"], others[0])] {
                let run = try lint(arguments, in: cwd)
                #expect(run.findings == expected, "\(arguments) in \(cwd.lastPathComponent)")
                #expect(run.staleLines == fromRoot.staleLines, "\(arguments) in \(cwd.lastPathComponent)")
                #expect(run.report.summary == fromRoot.report.summary, "\(arguments) in \(cwd.lastPathComponent)")
            }
        }
        // A file named is linted in its project too, from anywhere.
        let swift = sources.appendingPathComponent("HistoryViewController.swift")
        let file = try lint(["HistoryViewController.swift"], in: sources)
        #expect(file.findings == whole.findings.filter { $0.key.hasSuffix("/HistoryViewController.swift") })
        #expect(try lint([swift.path], in: elsewhere).findings == file.findings)
    }

    @Test func aBaselineWrittenAtTheRootMatchesFromEveryFolder() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("TabTitleOverridden")
        let elsewhere = FileManager.default.temporaryDirectory
        let written = try lint([".", "--write-baseline", "baseline.json"], in: root)
        let total = written.findings.values.map(\.count).reduce(0, +)
        #expect(total == 2)
        // Its paths are relative to the project root (the configuration's folder here), not to the working folder.
        let baseline = try String(contentsOf: root.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"path\" : \"TabTitleOverridden/HistoryViewController.swift\""))
        #expect(baseline.contains("\"path\" : \"Extras/Broken.storyboard\""))

        let baselinePath = root.appendingPathComponent("baseline.json").path
        for (arguments, folder, suppressed) in [
            ([".", "--baseline", "baseline.json"], root, total),
            (["..", "--baseline", "../baseline.json"], sources, total),
            ([".", "--baseline", "../baseline.json"], sources, 1),
            ([sources.path, "--baseline", baselinePath], elsewhere, 1),
            ([root.path, "--baseline", baselinePath], elsewhere, total),
        ] {
            let run = try lint(arguments, in: folder)
            #expect(run.findings.isEmpty, "\(arguments) in \(folder.lastPathComponent): \(run.findings)")
            #expect(run.report.summary.suppressed == suppressed, "\(arguments) in \(folder.lastPathComponent)")
            #expect(!run.stderr.contains("none names a file"), "\(run.stderr)")
        }
        // SARIF fingerprints rest on the same paths.
        let fromRoot = try CommandRunner.run(["lint", ".", "--format", "sarif", "--fail-on", "never"], in: root)
        let fromSources = try CommandRunner.run(["lint", "..", "--format", "sarif", "--fail-on", "never"], in: sources)
        let fingerprints = { (text: String) in text.split(separator: "\n").filter { $0.contains("tablintIdentity/v1") }.sorted() }
        #expect(!fingerprints(fromRoot.stdout).isEmpty)
        #expect(fingerprints(fromRoot.stdout) == fingerprints(fromSources.stdout))
    }

    @Test func aBaselineThatNamesNoLintedFileSaysSo() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        // Written from the folder above the project by an earlier TabLint: its paths start with the project's name.
        try Data(
            """
            {"version": 1, "findings": [{"path": "App/TabTitleOverridden/HistoryViewController.swift", "rule": "tab_title_overridden",
              "message": "m", "severity": "warning"}]}
            """.utf8
        ).write(to: root.appendingPathComponent("old.json"))
        let run = try lint([".", "--baseline", "old.json"], in: root)
        #expect(run.stderr.contains("tablint: warning: old.json has 1 entry and none names a file under the linted paths"), "\(run.stderr)")
        #expect(run.stderr.contains("(its paths are relative to \(root.standardizedFileURL.path))"), "\(run.stderr)")
        #expect(!run.findings.isEmpty)
    }
}
