import Foundation
import TabLintReporters
import TabLintTestSupport
import Testing

/// `tablint lint` on apps whose tab bar is built in code: their findings are located in the code, and the JSON
/// evidence counts the tab bars the code builds and those whose tabs TabLint lists.
@Suite struct CodeTabBarCommandTests {
    private func report(_ project: String) throws -> JSONReporter.Report {
        let root = Fixtures.repositoryRoot()
        let run = try CommandRunner.run(["lint", "Corpus/\(project)", "--format", "json", "--fail-on", "never", "--quiet"], in: root)
        #expect(run.status == 0)
        return try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8))
    }

    @Test func aTabBarBuiltInCodeIsJudgedWhereTheCodeBuildsIt() throws {
        let report = try report("CodeBuiltTabBar")
        #expect(report.evidence?.codeTabBars == JSONReporter.Evidence.CodeTabBars(found: 1, listed: 1))
        #expect(report.files.map(\.path) == ["Corpus/CodeBuiltTabBar/CodeBuiltTabBar/SceneDelegate.swift"])
        let diagnostics = report.files.flatMap(\.diagnostics)
        #expect(diagnostics.map(\.code) == ["missing_tab_image", "missing_tab_bar_item"])
        #expect(diagnostics.map(\.range.start.line) == [12, 17])
    }

    @Test func aListMappedFromDataIsCountedButNotJudged() throws {
        let report = try report("DataBuiltTabs")
        #expect(report.evidence?.codeTabBars == JSONReporter.Evidence.CodeTabBars(found: 1, listed: 0))
        #expect(report.files.isEmpty)
    }

    @Test func theSeedRecipeInObjectiveCGetsItsOverflowAndItsStoredIndex() throws {
        let report = try report("SeedRecipeTabBars")
        #expect(report.evidence?.codeTabBars == JSONReporter.Evidence.CodeTabBars(found: 1, listed: 1))
        let found = report.files.flatMap(\.diagnostics).map { "\($0.code ?? "") \($0.severity?.rawValue ?? 0)" }
        // Severity 3 is an info.
        #expect(found.sorted() == ["index_based_tab_ordering 3", "more_tab_overflow 3", "more_tab_overflow 3"])
    }

    /// A tab bar built in code in a tvOS target: tvOS has no More tab, and the iOS rules leave it alone.
    @Test func aTvOSTargetsCodeTabBarGetsNoIOSFinding() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-tvos-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Fixtures.repositoryRoot().appendingPathComponent("Corpus/SeedRecipeTabBars"), to: folder)
        let project = folder.appendingPathComponent("SeedRecipeTabBars.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: project, encoding: .utf8)
        try text.replacingOccurrences(of: "SDKROOT = iphoneos;", with: "SDKROOT = appletvos;").write(to: project, atomically: true, encoding: .utf8)
        let run = try CommandRunner.run(["lint", ".", "--format", "json", "--fail-on", "never", "--quiet"], in: folder)
        let report = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8))
        #expect(report.evidence?.codeTabBars == JSONReporter.Evidence.CodeTabBars(found: 1, listed: 1))
        #expect(report.files.isEmpty)
    }

    /// An app without any storyboard or xib, whose tab bar is built in code, is linted: no "nothing to lint".
    @Test func anAppWithoutInterfaceFilesIsLintedForItsCodeTabBar() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-code-only-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Fixtures.repositoryRoot().appendingPathComponent("Corpus/CodeBuiltTabBar"), to: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("CodeBuiltTabBar/Base.lproj"))
        let run = try CommandRunner.run(["lint", ".", "--format", "json"], in: folder)
        #expect(run.status == 1)
        #expect(!run.stderr.contains("nothing to lint"))
        let report = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8))
        #expect(report.files.flatMap(\.diagnostics).compactMap(\.code).sorted() == ["missing_tab_bar_item", "missing_tab_image"])
    }
}
