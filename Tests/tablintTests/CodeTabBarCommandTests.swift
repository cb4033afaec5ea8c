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
}
