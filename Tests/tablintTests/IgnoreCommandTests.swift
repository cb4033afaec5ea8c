import Foundation
import TabLintReporters
import TabLintTestSupport
import Testing

/// `.tablint.yml`'s `ignore:` entries leave out chosen findings, by rule and object id, controller class or file,
/// and an entry that suppresses nothing is reported on standard error with its line.
@Suite struct IgnoreCommandTests {
    private func project(_ configuration: String, corpus name: String = "TabBarControllerNotRoot") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-ignore-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Fixtures.repositoryRoot().appendingPathComponent("Corpus/\(name)"), to: folder)
        try Data(configuration.utf8).write(to: folder.appendingPathComponent(".tablint.yml"))
        return folder
    }

    private func lint(_ folder: URL) throws -> (lines: [Int], stderr: String) {
        let (report, stderr) = try lintReport(folder)
        return (report.files.flatMap(\.diagnostics).map { $0.range.start.line + 1 }.sorted(), stderr)
    }

    private func lintReport(_ folder: URL) throws -> (report: JSONReporter.Report, stderr: String) {
        let run = try CommandRunner.run(["lint", ".", "--format", "json", "--fail-on", "never"], in: folder)
        return (try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8)), run.stderr)
    }

    /// A finding about a tab carries one id (here the tab bar item's, or the storyboard reference's item's); the
    /// entry may name the controller's (what hover shows), the item's, or the reference's, and the JSON report's
    /// `data.ignoreObject` names one that works.
    @Test func objectsTakeEveryIdATabGoesBy() throws {
        let cases: [(corpus: String, rule: String, ids: [String])] = [
            // Tab 5 'Profile': controller fnK-BV-XpS, its item SCe-P6-63f (which the finding carries).
            ("MissingTabImage", "missing_tab_image", ["fnK-BV-XpS", "SCe-P6-63f"]),
            // Tab 1: reference Gu2-38-skp with its item 43B-48-hVB (which the finding carries), to Settings'
            // initial controller p3D-0S-CqD.
            ("StoryboardReferenceItemMismatch", "storyboard_reference_item_mismatch", ["Gu2-38-skp", "43B-48-hVB", "p3D-0S-CqD"]),
        ]
        for (corpus, rule, ids) in cases {
            let plain = try project("", corpus: corpus)
            defer { try? FileManager.default.removeItem(at: plain) }
            let found = try lintReport(plain).report.files.flatMap(\.diagnostics).filter { $0.code == rule }
            #expect(!found.isEmpty, "\(corpus)")
            for diagnostic in found { #expect(diagnostic.data?["ignoreObject"].map(ids.contains) == true, "\(corpus): \(diagnostic)") }
            for id in ids {
                let folder = try project("ignore:\n  - rule: \(rule)\n    objects: [\(id)]\n", corpus: corpus)
                defer { try? FileManager.default.removeItem(at: folder) }
                let (report, stderr) = try lintReport(folder)
                #expect(!report.files.flatMap(\.diagnostics).contains { $0.code == rule }, "\(corpus): \(id)")
                #expect(!stderr.contains("suppresses nothing"), "\(corpus): \(id): \(stderr)")
            }
            // An id of another object suppresses nothing, and is said to.
            let other = try project("ignore:\n  - rule: \(rule)\n    objects: [no-such-id]\n", corpus: corpus)
            defer { try? FileManager.default.removeItem(at: other) }
            let (report, stderr) = try lintReport(other)
            #expect(report.files.flatMap(\.diagnostics).filter { $0.code == rule }.count == found.count, "\(corpus)")
            #expect(stderr.contains("suppresses nothing"), "\(corpus)")
        }
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
