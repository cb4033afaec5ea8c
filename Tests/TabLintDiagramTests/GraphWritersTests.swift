import Foundation
import TabLintCore
import TabLintGraph
import TabLintRules
import TabLintTestSupport
import Testing

@testable import TabLintDiagram

@Suite struct GraphWritersTests {
    /// Titles and identifiers a storyboard may hold that DOT, Mermaid and HTML all treat as syntax.
    private let hostile = #"Tab "1" <b>&amp;</b> | ] # \ `x` 🎉"#

    private func hostileGraph() -> ControllerGraph {
        let escaped = hostile.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
        let workspace = ExampleRunner.workspace([
            (
                path: "Main.storyboard",
                text: Example.storyboard(
                    """
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <connections>
                            <segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/>
                            <segue destination="gone" kind="relationship" relationship="viewControllers" id="s2"/>
                        </connections>
                    </tabBarController>
                    <viewController title="\(escaped)" restorationIdentifier="\(escaped)" id="a" sceneMemberID="viewController"/>
                    """, initial: "tabs")
            )
        ])
        let findings = Linter(ruleTypes: RuleRegistry.all).lint(workspace).diagnostics
        return ControllerGraphBuilder(workspace: workspace, displayPath: { "Weird \"dir\" <x>/" + $0.fileName }).build(diagnostics: findings)
    }

    @Test func dotEscapesQuotedStringsAndHTMLLabels() {
        #expect(DOTWriter.quoted(#"a "b" \c"# + "\nd") == #""a \"b\" \\c\nd""#)
        #expect(DOTWriter.html(#"<b> & "q" ]"#) == "&lt;b&gt; &amp; &quot;q&quot; &#93;")
        let dot = DOTWriter().write(hostileGraph())
        #expect(dot.contains("Tab &quot;1&quot; &lt;b&gt;&amp;amp;&lt;/b&gt; | &#93; # \\ `x` 🎉"))
        #expect(dot.contains(#"label="Weird \"dir\" <x>/Main.storyboard""#))
        #expect(!dot.contains("<b>&amp;</b>"))
    }

    @Test func mermaidEscapesLabelsAndIsWellFormed() {
        #expect(MermaidWriter.escape(#"a"b<c>&#|`\"#) == "a#34;b#60;c#62;#38;#35;#124;#96;#92;")
        let mermaid = MermaidWriter().write(hostileGraph())
        #expect(MermaidStructure.problems(mermaid) == [])
        #expect(mermaid.contains("Tab #34;1#34; #60;b#62;#38;amp;#60;/b#62; #124; ] #35; #92; #96;x#96; 🎉"))
        #expect(mermaid.contains("m0[\"no controller 'gone'\"]"))
        #expect(mermaid.contains("n0 -.->|\"2  (no title)\"| m0"))
    }

    @Test func mermaidOfTheFixtureIsWellFormedAndHasEveryNodeAndEdge() throws {
        let (graph, _) = try GraphFixture.graph()
        let mermaid = MermaidWriter().write(graph)
        #expect(MermaidStructure.problems(mermaid) == [])
        let lines = mermaid.split(separator: "\n")
        let edgeLines = lines.filter { line in line.hasPrefix("    n") && (line.contains(" -->") || line.contains(" -.->")) }
        #expect(edgeLines.count == graph.edges.count)
        #expect(lines.filter { $0.hasPrefix("    subgraph ") }.count == graph.files.count)
        #expect(mermaid.contains("class n0,n6 error"))
    }

    @Test func theStructureCheckCatchesBrokenMermaid() {
        #expect(!MermaidStructure.problems("flowchart LR\n    a[\"x\"] --> b\n").isEmpty)
        #expect(!MermaidStructure.problems("flowchart LR\n    subgraph f0[\"x\"]\n    a[\"say \"hi\"\"]\n    end\n").isEmpty)
        #expect(!MermaidStructure.problems("flowchart LR\n    a[\"<script>\"]\n").isEmpty)
        #expect(!MermaidStructure.problems("flowchart LR\n    subgraph f0[\"x\"]\n").isEmpty)
        #expect(MermaidStructure.problems("flowchart LR\n    a[\"<b>x</b>\"]\n    b[\"y\"]\n    a -->|\"1\"| b\n") == [])
    }

    @Test(.enabled(if: InstalledProgram.dot != nil, "Graphviz 'dot' is not installed (Debian package graphviz)"))
    func graphvizAcceptsTheDOTOfTheFixtureAndOfHostileTitles() throws {
        let dot = try #require(InstalledProgram.dot)
        let (graph, _) = try GraphFixture.graph()
        for text in [DOTWriter().write(graph), DOTWriter(linkPrefix: "at_").write(hostileGraph())] {
            let run = try dot.run(["-Tsvg"], input: text, timeout: 60)
            #expect(run.status == 0)
            #expect(run.stderr.isEmpty, "dot warned: \(run.stderr)")
            #expect(run.stdout.contains("<svg"))
        }
        let broken = try dot.run(["-Tsvg"], input: "digraph { a -> }", timeout: 60)
        #expect(broken.status != 0, "the check can fail")
    }

    @Test func jsonRoundTripsAndIsVersioned() throws {
        let (graph, _) = try GraphFixture.graph()
        let json = graph.json()
        let decoded = try JSONDecoder().decode(ControllerGraph.self, from: Data(json.utf8))
        #expect(decoded == graph)
        #expect(decoded.version == 1)
        let raw = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(raw.keys) == ["version", "tool", "files", "nodes", "edges"])
    }
}
