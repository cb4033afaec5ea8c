import Foundation
import TabLintSource
import TabLintTestSupport
import TabLintXML
import Testing

@testable import TabLintDiagram

@Suite struct SVGRendererTests {
    private func isWellFormedXML(_ text: String) -> Bool {
        XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/tmp/drawing.svg"), text: text)).isWellFormed
    }

    @Test func drawsEveryControllerAndMissingDestinationAsALinkedNode() throws {
        let (graph, _) = try GraphFixture.graph()
        let ids = Dictionary(uniqueKeysWithValues: graph.nodes.enumerated().map { ($1.id, "node_\($0)") })
        let svg = SVGRenderer(linkPrefix: "at_", domIDs: ids, domPrefix: "p0_").render(graph)
        #expect(isWellFormedXML(svg))
        #expect(svg.components(separatedBy: "<g class=\"node controller ").count - 1 == graph.nodes.count)
        #expect(svg.components(separatedBy: "<g class=\"node missing\"").count - 1 == 1)
        #expect(svg.contains("<g class=\"node controller error\" id=\"node_0\"><a href=\"#at_node_0\">"))
        // Nodes without findings link nowhere.
        #expect(!svg.contains("href=\"#at_node_1\""))
        #expect(svg.components(separatedBy: "<g class=\"edge ").count - 1 == graph.edges.count)
        #expect(svg.contains("Home &lt;Feed&gt; &amp; &quot;more&quot;"))
        #expect(svg.contains("🎉 Party"))
        #expect(svg.contains("UNDER MORE"))
        #expect(svg.contains("id=\"p0_arrow-tab\""))
    }

    @Test func nodeBoxesFitTheirTextAndTruncateOnlyWhatIsTooLong() {
        let long = String(repeating: "VeryLongControllerName", count: 6)
        let node = GraphNode(
            id: "f#a", file: "f", line: 1, objectID: "a", kind: "viewController", className: long, title: nil,
            storyboardIdentifier: nil, restorationIdentifier: "short", isInitial: false, reference: nil, tabs: nil)
        let box = NodeBox(DrawingPlan.Node(id: "n0", domID: "n0", node: node, caption: NodeCaption(node), missingID: nil, file: "f"))
        #expect(box.width == NodeBox.maxWidth)
        #expect(box.rows[1].text.hasSuffix("…"))
        #expect(box.rows[2].text == "restoration id 'short'")
        #expect(TextMetrics.width("设置", size: 10) == 20)
        #expect(TextMetrics.width("il", size: 10) < TextMetrics.width("mw", size: 10))
        #expect(TextMetrics.truncated("abc", size: 10, limit: 100) == "abc")
    }
}
