import Foundation
import TabLintCore
import TabLintDiagram
import TabLintReporters
import TabLintRules
import TabLintSource
import TabLintTestSupport
import TabLintWorkspace
import TabLintXML
import Testing

@Suite struct HTMLReporterTests {
    private let root = Fixtures.repositoryRoot().appendingPathComponent("Tests/Fixtures/Graph")

    private func lint() throws -> (LintResult, ReportContext) {
        let workspace = try Workspace.load(paths: [root.appendingPathComponent("App")])
        var context = ReportContext(baseDirectory: root)
        context.workspace = workspace
        return (Linter(ruleTypes: RuleRegistry.all).lint(workspace), context)
    }

    private func checkPage(_ html: String, findings: Int) {
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.hasSuffix("</html>\n"))
        #expect(HTMLReportChecks.count("<li class=\"finding ", in: html) == findings)
        #expect(HTMLReportChecks.danglingLinks(html) == [])
        #expect(HTMLReportChecks.networkReferences(html) == [])
        // Every string from the documents is escaped: the title `Home <Feed> & "more"` never appears raw.
        #expect(!html.contains("<Feed>"))
        #expect(html.contains("Home &lt;Feed&gt; &amp; &quot;more&quot;"))
        let svgs = HTMLReportChecks.svgElements(html)
        #expect(svgs.count == 2)
        for svg in svgs {
            let parsed = XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/tmp/part.svg"), text: svg))
            #expect(parsed.isWellFormed, "\(parsed.issues.first.map { "\($0)" } ?? "")")
        }
        // Findings are grouped by file, then rule; each links to its node and each node with findings back.
        #expect(HTMLReportChecks.count("<section class=\"file\"", in: html) == 1)
        #expect(HTMLReportChecks.count("<div class=\"rule\">", in: html) == 6)
        #expect(html.contains("<li class=\"finding error\" data-severity=\"error\" data-node=\"node_0\" id=\"at_node_0\">"))
        #expect(html.contains("<a class=\"to-node\" href=\"#node_0\""))
        #expect(html.contains("<b>2</b> errors</button>"))
        #expect(html.contains("<b>1</b> warning</button>"))
        #expect(html.contains("<b>4</b> infos</button>"))
    }

    @Test func builtInDrawingGivesASelfContainedPageWithLinkedNodesAndFindings() throws {
        let (result, context) = try lint()
        let html = HTMLReporter(drawing: .builtIn).report(result, context: context)
        checkPage(html, findings: result.diagnostics.count)
        #expect(html.contains("<meta name=\"tablint-graph-renderer\" content=\"tablint layered layout\">"))
        #expect(HTMLReportChecks.count("data-renderer=\"tablint\"", in: html) == 2)
        #expect(html.contains("<g class=\"node controller error\" id=\"node_0\"><a href=\"#at_node_0\">"))
    }

    @Test(.enabled(if: InstalledProgram.dot != nil, "Graphviz 'dot' is not installed (Debian package graphviz)"))
    func graphvizDrawingGivesTheSamePageStructure() throws {
        let (result, context) = try lint()
        let graphviz = try #require(Graphviz.locate())
        let html = HTMLReporter(drawing: .graphviz(graphviz)).report(result, context: context)
        checkPage(html, findings: result.diagnostics.count)
        #expect(html.contains("<meta name=\"tablint-graph-renderer\" content=\"graphviz version"))
        #expect(HTMLReportChecks.count("data-renderer=\"graphviz\"", in: html) == 2)
        #expect(html.contains("<g id=\"node_0\" class=\"node controller error\">"))
    }

    @Test func aCleanProjectSaysSoAndStandaloneControllersAreListed() {
        let workspace = ExampleRunner.workspace([
            (path: "Launch.storyboard", text: Example.storyboard(#"<viewController id="a" sceneMemberID="viewController"/>"#, initial: "a"))
        ])
        let result = Linter(ruleTypes: RuleRegistry.all).lint(workspace)
        var context = ReportContext(baseDirectory: ExampleRunner.root)
        context.workspace = workspace
        let html = HTMLReporter(drawing: .builtIn).report(result, context: context)
        #expect(html.contains("No findings in 1 files."))
        #expect(html.contains("No tab bar controllers, containers or references."))
        #expect(html.contains("1 controller without connections or findings, in 1 file"))
        #expect(HTMLReportChecks.networkReferences(html) == [])
    }

    @Test func theChecksCatchWhatTheyLookFor() {
        #expect(HTMLReportChecks.danglingLinks(##"<a href="#x">x</a><p id="y">"##) == ["x"])
        #expect(HTMLReportChecks.networkReferences(#"<script src="https://cdn.example/x.js"></script>"#).count == 1)
        #expect(HTMLReportChecks.networkReferences("<style>@font-face{src:url(https://x/f.woff)}</style>").count == 1)
        #expect(HTMLReportChecks.networkReferences(##"<svg xmlns="http://www.w3.org/2000/svg"><a href="#n">"##) == [])
    }
}
