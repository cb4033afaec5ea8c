import Foundation
import TabLintReporters
import TabLintTestSupport
import Testing

/// `.tablint.yml`'s `ignore:` entries leave out chosen findings, by rule and object id, controller class or file,
/// and an entry that suppresses nothing is reported on standard error with its line.
@Suite struct IgnoreCommandTests {
    private func project(_ configuration: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-ignore-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Fixtures.repositoryRoot().appendingPathComponent("Corpus/TabBarControllerNotRoot"), to: folder)
        try Data(configuration.utf8).write(to: folder.appendingPathComponent(".tablint.yml"))
        return folder
    }

    private func lint(_ folder: URL) throws -> (lines: [Int], stderr: String) {
        let run = try CommandRunner.run(["lint", ".", "--format", "json", "--fail-on", "never"], in: folder)
        let report = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8))
        return (report.files.flatMap(\.diagnostics).map { $0.range.start.line + 1 }.sorted(), run.stderr)
    }

    @Test func anEntrySuppressesTheFindingsItNamesAndAStaleOneIsReported() throws {
        let folder = try project(
            """
            ignore:
              - rule: tab_bar_controller_not_root
                objects: [pHG-rR-GAw]
                reason: presented modally on purpose
              - rule: duplicate_tab
                files: ["Legacy/**"]
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (lines, stderr) = try lint(folder)
        #expect(lines == [67])
        #expect(stderr.contains(".tablint.yml:5:1: warning: ignore entry for 'duplicate_tab' (files Legacy/**) suppresses nothing"))
        #expect(!stderr.contains("ignore entry for 'tab_bar_controller_not_root'"))
    }

    @Test func classesAndFilesSelectTooAndEveryKindGivenMustMatch() throws {
        for (configuration, expected) in [
            ("ignore:\n  - classes: [UITabBarController]\n", [Int]()),
            ("ignore:\n  - files: [\"TabBarControllerNotRoot/Base.lproj/*.storyboard\"]\n", []),
            ("ignore:\n  - classes: [UITabBarController]\n    files: [Elsewhere]\n", [33, 67]),
        ] {
            let folder = try project(configuration)
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(try lint(folder).lines == expected, "\(configuration)")
        }
    }
}
