import Foundation
import TabLintTestSupport
import Testing

/// The committed HTML report of the Corpus (`Reports/corpus-report.html`) is current. Its findings must match
/// byte for byte and its drawing must hold the same nodes; the drawing itself is Graphviz's, whose exact
/// coordinates depend on the Graphviz version and fonts installed.
@Suite struct CorpusHTMLReportTests {
    private let root = Fixtures.repositoryRoot()

    private func findings(_ html: String) -> String? {
        guard let start = html.range(of: "<section id=\"findings\""), let end = html.range(of: "</main>") else { return nil }
        return String(html[start.lowerBound..<end.lowerBound])
    }

    @Test func committedHTMLReportIsCurrent() throws {
        let run = try CommandRunner.run(["lint", "Corpus", "--format", "html", "--fail-on", "never", "--quiet"], in: root)
        #expect(run.status == 0)
        let committed = try String(contentsOf: root.appendingPathComponent("Reports/corpus-report.html"), encoding: .utf8)
        let fresh = try #require(findings(run.stdout))
        #expect(fresh == findings(committed), "Reports/corpus-report.html is stale: run bash .ci/refresh-reports.sh")
        let freshNodes = Set(HTMLReportChecks.matches(#"id="(node_\d+)""#, in: run.stdout))
        #expect(freshNodes.count > 20)
        #expect(freshNodes == Set(HTMLReportChecks.matches(#"id="(node_\d+)""#, in: committed)), "stale drawing")
        #expect(HTMLReportChecks.networkReferences(run.stdout) == [])
    }

    /// Graphviz 2.43 draws a graph differently from run to run when one `dot` process draws several (4 of the
    /// Corpus's 42 drawings): each is drawn by a process of its own, and the page comes out the same every time.
    @Test(.enabled(if: InstalledProgram.dot != nil, "Graphviz 'dot' is not installed (Debian package graphviz)"))
    func theReportDrawnByGraphvizIsTheSameFromRunToRun() throws {
        let runs = try (0..<3).map { _ in try CommandRunner.run(["lint", "Corpus", "--format", "html", "--fail-on", "never", "--quiet"], in: root) }
        #expect(runs.allSatisfy { $0.status == 0 && $0.stdout.contains("data-renderer=\"graphviz\"") })
        #expect(Set(runs.map(\.stdout)).count == 1)
    }
}
