/// A layered ("Sugiyama-style") drawing of a directed graph, left to right: the drawing the HTML report makes
/// itself when Graphviz is not installed.
///
/// 1. Cycles are broken by reversing the back edges of a depth-first search.
/// 2. Each node's layer is its longest path from a source; a source is then pulled right next to its
///    nearest successor.
/// 3. Edges spanning several layers get a chain of dummy nodes, so they bend around the nodes in between.
/// 4. Nodes are ordered in each layer first by a depth-first walk (children in edge order, so tabs stay
///    in tab order), then by barycenter sweeps, keeping the order with the fewest crossings.
/// 5. Vertical positions: each sweep moves every node towards the mean of its neighbours' anchors (a
///    tab's row for tab edges), solved exactly under "keep the order, keep the gap" by isotonic regression.
/// Edges that do not constrain (segues) take no part in 1–5 and are routed straight between their ends.
package struct LayeredLayout: Sendable {
    package struct Size: Sendable, Equatable {
        package var width: Double
        package var height: Double

        package init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    package struct Point: Sendable, Equatable {
        package var x: Double
        package var y: Double

        package init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    package struct Edge: Sendable, Equatable {
        package let from: Int
        package let to: Int
        /// Where on the source's right side the edge leaves, from its top (`nil`: the middle).
        package let portY: Double?
        /// Whether the edge takes part in layering and ordering (segues do not).
        package let constrains: Bool

        package init(from: Int, to: Int, portY: Double? = nil, constrains: Bool = true) {
            self.from = from
            self.to = to
            self.portY = portY
            self.constrains = constrains
        }
    }

    package struct Result: Sendable, Equatable {
        /// Top-left corner of every node.
        package var origins: [Point]
        /// The layer (column) of every node.
        package var layers: [Int]
        /// For every edge, the points it passes, from its source's side to its target's side (empty for an
        /// edge from a node to itself).
        package var routes: [[Point]]
        package var width: Double
        package var height: Double
    }

    package var layerGap = 72.0
    package var nodeGap = 20.0
    package var dummyGap = 10.0
    package var margin = 16.0
    package var sweeps = 12

    package init() {}

    package func layout(sizes: [Size], edges: [Edge]) -> Result {
        guard !sizes.isEmpty else { return Result(origins: [], layers: [], routes: edges.map { _ in [] }, width: 0, height: 0) }
        var graph = LayoutGraph(sizes: sizes, edges: edges)
        graph.rank()
        graph.addDummies()
        graph.order(sweeps: sweeps)
        graph.place(layerGap: layerGap, nodeGap: nodeGap, dummyGap: dummyGap, margin: margin)
        return graph.result(margin: margin)
    }
}

/// The working state of one layout run.
struct LayoutGraph {
    /// A piece of an edge between adjacent layers, in layer order (`upper` is in the lower-numbered layer).
    struct Segment {
        let upper: Int
        let lower: Int
        /// Port position on `upper`'s side, when the segment starts at a port.
        let upperPort: Double?
    }

    let realCount: Int
    var sizes: [LayeredLayout.Size]
    let edges: [LayeredLayout.Edge]
    /// Edges drawn against the layering (back edges of cycles).
    var reversed: Set<Int> = []
    var layer: [Int]
    /// Per edge: the chain of nodes it passes in layer order (empty for self-loops and free edges).
    var chains: [[Int]]
    var segments: [Segment] = []
    var layers: [[Int]] = []
    var origins: [LayeredLayout.Point] = []

    init(sizes: [LayeredLayout.Size], edges: [LayeredLayout.Edge]) {
        realCount = sizes.count
        self.sizes = sizes
        self.edges = edges
        layer = Array(repeating: 0, count: sizes.count)
        chains = Array(repeating: [], count: edges.count)
    }

    /// Edges that shape the layering: constraining, between two different nodes.
    var rankedEdges: [Int] { edges.indices.filter { edges[$0].constrains && edges[$0].from != edges[$0].to } }

    /// The edge's ends in layer direction.
    func ends(_ index: Int) -> (upper: Int, lower: Int) {
        let edge = edges[index]
        return reversed.contains(index) ? (edge.to, edge.from) : (edge.from, edge.to)
    }

    /// Steps 1 and 2: break cycles, then longest-path layers.
    mutating func rank() {
        let ranked = rankedEdges
        var outgoing = Array(repeating: [Int](), count: realCount)
        var incoming = Array(repeating: 0, count: realCount)
        for index in ranked {
            outgoing[edges[index].from].append(index)
            incoming[edges[index].to] += 1
        }
        var state = Array(repeating: 0, count: realCount)
        let starts = (0..<realCount).filter { incoming[$0] == 0 } + Array(0..<realCount)
        for start in starts where state[start] == 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                if top.next == outgoing[top.node].count {
                    state[top.node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = outgoing[top.node][top.next]
                let next = edges[edge].to
                if state[next] == 1 {
                    reversed.insert(edge)
                } else if state[next] == 0 {
                    state[next] = 1
                    stack.append((next, 0))
                }
            }
        }
        var successors = Array(repeating: [Int](), count: realCount)
        var predecessorCount = Array(repeating: 0, count: realCount)
        for index in ranked {
            let (upper, lower) = ends(index)
            successors[upper].append(lower)
            predecessorCount[lower] += 1
        }
        var remaining = predecessorCount
        var queue = (0..<realCount).filter { remaining[$0] == 0 }
        var topological: [Int] = []
        while !queue.isEmpty {
            let node = queue.removeFirst()
            topological.append(node)
            for next in successors[node] {
                layer[next] = max(layer[next], layer[node] + 1)
                remaining[next] -= 1
                if remaining[next] == 0 { queue.append(next) }
            }
        }
        for node in topological.reversed() where predecessorCount[node] == 0 && !successors[node].isEmpty {
            layer[node] = successors[node].map { layer[$0] }.min()! - 1
        }
    }

    /// Step 3: dummy nodes for edges spanning more than one layer, and the segments between adjacent layers.
    mutating func addDummies() {
        for index in rankedEdges {
            let (upper, lower) = ends(index)
            var chain = [upper]
            var previous = upper
            for step in (layer[upper] + 1)..<max(layer[upper] + 1, layer[lower]) {
                let dummy = sizes.count
                sizes.append(LayeredLayout.Size(width: 0, height: 2))
                layer.append(step)
                segments.append(Segment(upper: previous, lower: dummy, upperPort: previous == edges[index].from ? edges[index].portY : nil))
                chain.append(dummy)
                previous = dummy
            }
            let port = previous == edges[index].from && !reversed.contains(index) ? edges[index].portY : nil
            segments.append(Segment(upper: previous, lower: lower, upperPort: port))
            chain.append(lower)
            chains[index] = chain
        }
        layers = Array(repeating: [], count: (layer.max() ?? 0) + 1)
    }

    func isDummy(_ node: Int) -> Bool { node >= realCount }
}
