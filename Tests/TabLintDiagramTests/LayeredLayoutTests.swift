import Testing

@testable import TabLintDiagram

@Suite struct LayeredLayoutTests {
    private func size(_ width: Double = 100, _ height: Double = 40) -> LayeredLayout.Size {
        LayeredLayout.Size(width: width, height: height)
    }

    private func edge(_ from: Int, _ to: Int, port: Double? = nil, constrains: Bool = true) -> LayeredLayout.Edge {
        LayeredLayout.Edge(from: from, to: to, portY: port, constrains: constrains)
    }

    /// No two nodes of a column overlap, and every node lies inside the drawing.
    private func checkNoOverlap(_ result: LayeredLayout.Result, _ sizes: [LayeredLayout.Size]) {
        for i in sizes.indices {
            #expect(result.origins[i].x >= 0 && result.origins[i].y >= 0)
            #expect(result.origins[i].x + sizes[i].width <= result.width)
            #expect(result.origins[i].y + sizes[i].height <= result.height)
            for j in sizes.indices where j > i && result.layers[i] == result.layers[j] {
                let (a, b) = (result.origins[i].y, result.origins[j].y)
                let apart = a + sizes[i].height <= b + 0.001 || b + sizes[j].height <= a + 0.001
                #expect(apart, "nodes \(i) and \(j) overlap")
            }
        }
    }

    @Test func layersFollowTheLongestPathAndColumnsGoLeftToRight() {
        let sizes = [size(), size(), size(), size()]
        let result = LayeredLayout().layout(sizes: sizes, edges: [edge(0, 1), edge(1, 2), edge(0, 2), edge(3, 2)])
        #expect(result.layers == [0, 1, 2, 1])
        #expect(result.origins[0].x < result.origins[1].x)
        #expect(result.origins[1].x < result.origins[2].x)
        checkNoOverlap(result, sizes)
        // 0 → 2 spans two layers: it bends through one dummy point between its ends.
        #expect(result.routes[2].count == 3)
        #expect(result.routes[0].first == LayeredLayout.Point(x: result.origins[0].x + 100, y: result.origins[0].y + 20))
        #expect(result.routes[0].last == LayeredLayout.Point(x: result.origins[1].x, y: result.origins[1].y + 20))
    }

    @Test func childrenKeepTheOrderOfTheirEdgesAndFaceTheirPorts() {
        let sizes = [size(120, 260)] + (0..<4).map { _ in size(80, 30) }
        let ports = [40.0, 100, 160, 220]
        let edges = (1...4).map { edge(0, $0, port: ports[$0 - 1]) }
        let result = LayeredLayout().layout(sizes: sizes, edges: edges)
        let ys = (1...4).map { result.origins[$0].y }
        #expect(ys == ys.sorted())
        checkNoOverlap(result, sizes)
        for child in 1...4 {
            let route = result.routes[child - 1]
            #expect(route.first?.y == result.origins[0].y + ports[child - 1])
        }
        // With room between the ports (60 > 30 + 20), each child's middle sits level with its port.
        for child in 1...4 {
            #expect(abs(result.origins[child].y + 15 - (result.origins[0].y + ports[child - 1])) < 0.5)
        }
    }

    @Test func crossingsAreRemovedWhereTheyCanBe() {
        // 0 → 3, 1 → 2 would cross in discovery order; the sweeps untangle them.
        let sizes = (0..<6).map { _ in size() }
        let edges = [edge(4, 0), edge(4, 1), edge(0, 3), edge(1, 2), edge(5, 2)]
        var graph = LayoutGraph(sizes: sizes, edges: edges)
        graph.rank()
        graph.addDummies()
        graph.order(sweeps: 12)
        #expect(graph.crossings() == 0)
    }

    @Test func cyclesAndSelfLoopsAreDrawnWithoutHanging() {
        let sizes = [size(), size(), size()]
        let edges = [edge(0, 1), edge(1, 2), edge(2, 0), edge(1, 1), edge(2, 1, constrains: false)]
        let result = LayeredLayout().layout(sizes: sizes, edges: edges)
        #expect(Set(result.layers) == [0, 1, 2])
        checkNoOverlap(result, sizes)
        #expect(result.routes[3].isEmpty)
        #expect(result.routes[2].count >= 2)
        #expect(result.routes[4].count == 2)
    }

    @Test func anEmptyGraphAndManyUnconnectedNodesStack() {
        #expect(LayeredLayout().layout(sizes: [], edges: []).width == 0)
        let sizes = (0..<5).map { _ in size(60, 20) }
        let result = LayeredLayout().layout(sizes: sizes, edges: [])
        #expect(result.layers == [0, 0, 0, 0, 0])
        checkNoOverlap(result, sizes)
    }

    @Test func isotonicRegressionPoolsViolatorsByWeight() {
        #expect(Isotonic.nondecreasing([(1, 1), (3, 1), (2, 1), (4, 1)]) == [1, 2.5, 2.5, 4])
        #expect(Isotonic.nondecreasing([(5, 3), (1, 1)]) == [4, 4])
        #expect(Isotonic.nondecreasing([(0, 1), (1, 1), (2, 1)]) == [0, 1, 2])
    }
}
