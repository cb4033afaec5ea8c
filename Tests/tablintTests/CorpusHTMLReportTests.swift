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
}
