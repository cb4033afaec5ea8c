extension LayoutGraph {
    /// Step 4: order the nodes of every layer to keep crossings few.
    mutating func order(sweeps: Int) {
        var down = Array(repeating: [Int](), count: sizes.count)
        for (index, segment) in segments.enumerated() { down[segment.upper].append(index) }
        // A depth-first walk from the sources, children in edge order.
        var seen = Array(repeating: false, count: sizes.count)
        var hasUpper = Array(repeating: false, count: sizes.count)
        for segment in segments { hasUpper[segment.lower] = true }
        func visit(_ start: Int) {
            var stack = [start]
            while let node = stack.popLast() {
                guard !seen[node] else { continue }
                seen[node] = true
                layers[layer[node]].append(node)
                stack += down[node].map { segments[$0].lower }.reversed()
            }
        }
        for node in sizes.indices where !hasUpper[node] { visit(node) }
        for node in sizes.indices where !seen[node] { visit(node) }

        var best = layers
        var bestCrossings = crossings()
        guard bestCrossings > 0 else { return }
        for sweep in 0..<sweeps {
            if sweep % 2 == 0 {
                for index in layers.indices.dropFirst() { reorder(index, byUpper: true) }
            } else {
                for index in layers.indices.dropLast().reversed() { reorder(index, byUpper: false) }
            }
            let count = crossings()
            if count < bestCrossings {
                bestCrossings = count
                best = layers
                if count == 0 { break }
            }
        }
        layers = best
    }

    /// Positions within their layer, with a tab's port as a fraction of a step.
    private func positions() -> [Double] {
        var position = Array(repeating: 0.0, count: sizes.count)
        for nodes in layers {
            for (index, node) in nodes.enumerated() { position[node] = Double(index) }
        }
        return position
    }

    private func portFraction(_ segment: Segment) -> Double {
        guard let port = segment.upperPort, sizes[segment.upper].height > 0 else { return 0 }
        return (port / sizes[segment.upper].height - 0.5) * 0.8
    }

    /// Sorts one layer by the barycenter of its neighbours in the layer above (or below); nodes without
    /// neighbours there keep their place.
    private mutating func reorder(_ index: Int, byUpper: Bool) {
        let position = positions()
        var sum: [Int: Double] = [:]
        var count: [Int: Double] = [:]
        for segment in segments {
            if byUpper, layer[segment.lower] == index {
                sum[segment.lower, default: 0] += position[segment.upper] + portFraction(segment)
                count[segment.lower, default: 0] += 1
            } else if !byUpper, layer[segment.upper] == index {
                sum[segment.upper, default: 0] += position[segment.lower] - portFraction(segment)
                count[segment.upper, default: 0] += 1
            }
        }
        let keyed = layers[index].enumerated().map { offset, node -> (key: Double, offset: Int, node: Int) in
            guard let total = sum[node], let n = count[node] else { return (Double(offset), offset, node) }
            return (total / n, offset, node)
        }
        layers[index] = keyed.sorted { ($0.key, $0.offset) < ($1.key, $1.offset) }.map(\.node)
    }

    /// The number of segment pairs that cross, over all pairs of adjacent layers.
    func crossings() -> Int {
        let position = positions()
        var byLayer: [Int: [(Double, Double)]] = [:]
        for segment in segments {
            byLayer[layer[segment.upper], default: []].append((position[segment.upper] + portFraction(segment), position[segment.lower]))
        }
        var total = 0
        for pairs in byLayer.values {
            for i in pairs.indices {
                for j in pairs.indices where j > i {
                    let (a, b) = (pairs[i], pairs[j])
                    if (a.0 < b.0 && a.1 > b.1) || (a.0 > b.0 && a.1 < b.1) { total += 1 }
                }
            }
        }
        return total
    }
}
