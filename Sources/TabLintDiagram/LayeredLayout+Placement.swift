extension LayoutGraph {
    /// Step 5: coordinates. Layers are columns as wide as their widest node; within a column nodes keep
    /// their order and gaps and move towards their neighbours' anchors.
    mutating func place(layerGap: Double, nodeGap: Double, dummyGap: Double, margin: Double) {
        var columnX: [Double] = []
        var x = margin
        for nodes in layers {
            columnX.append(x)
            x += (nodes.map { sizes[$0].width }.max() ?? 0) + layerGap
        }
        origins = Array(repeating: LayeredLayout.Point(x: 0, y: 0), count: sizes.count)
        for (index, nodes) in layers.enumerated() {
            let width = nodes.map { sizes[$0].width }.max() ?? 0
            var y = margin
            for node in nodes {
                origins[node] = LayeredLayout.Point(x: columnX[index] + (width - sizes[node].width) / 2, y: y)
                y += sizes[node].height + gap(node, nil, nodeGap: nodeGap, dummyGap: dummyGap)
            }
        }
        for sweep in 0..<8 {
            let downwards = sweep % 2 == 0
            let order = downwards ? Array(layers.indices.dropFirst()) : Array(layers.indices.dropLast().reversed())
            for index in order { align(index, towardsUpper: downwards, nodeGap: nodeGap, dummyGap: dummyGap) }
        }
        for index in layers.indices.dropFirst() { align(index, towardsUpper: true, nodeGap: nodeGap, dummyGap: dummyGap) }
        let top = origins.map(\.y).min() ?? margin
        for node in origins.indices { origins[node].y += margin - top }
    }

    private func gap(_ node: Int, _ next: Int?, nodeGap: Double, dummyGap: Double) -> Double {
        isDummy(node) || next.map(isDummy) == true ? dummyGap : nodeGap
    }

    /// Where a segment meets `node`, measured from the node's top.
    private func anchor(_ segment: Segment, at node: Int) -> Double {
        if node == segment.upper, let port = segment.upperPort { return port }
        return sizes[node].height / 2
    }

    /// Moves the nodes of one layer towards the mean anchor of their neighbours in the adjacent layer.
    private mutating func align(_ index: Int, towardsUpper: Bool, nodeGap: Double, dummyGap: Double) {
        let nodes = layers[index]
        guard !nodes.isEmpty else { return }
        var wanted: [Int: [Double]] = [:]
        for segment in segments {
            if towardsUpper, layer[segment.lower] == index {
                let target = origins[segment.upper].y + anchor(segment, at: segment.upper)
                wanted[segment.lower, default: []].append(target - anchor(segment, at: segment.lower))
            } else if !towardsUpper, layer[segment.upper] == index {
                let target = origins[segment.lower].y + anchor(segment, at: segment.lower)
                wanted[segment.upper, default: []].append(target - anchor(segment, at: segment.upper))
            }
        }
        var offsets: [Double] = []
        var offset = 0.0
        for (position, node) in nodes.enumerated() {
            offsets.append(offset)
            let next = position + 1 < nodes.count ? nodes[position + 1] : nil
            offset += sizes[node].height + gap(node, next, nodeGap: nodeGap, dummyGap: dummyGap)
        }
        let targets = nodes.enumerated().map { position, node -> (value: Double, weight: Double) in
            guard let values = wanted[node], !values.isEmpty else { return (origins[node].y - offsets[position], 0.25) }
            return (values.reduce(0, +) / Double(values.count) - offsets[position], Double(values.count))
        }
        let solved = Isotonic.nondecreasing(targets)
        for (position, node) in nodes.enumerated() { origins[node].y = solved[position] + offsets[position] }
    }

    /// The finished layout: real nodes' origins and every edge's route.
    func result(margin: Double) -> LayeredLayout.Result {
        var routes: [[LayeredLayout.Point]] = []
        for (index, edge) in edges.enumerated() {
            let source = origins[edge.from], target = origins[edge.to]
            let (sourceSize, targetSize) = (sizes[edge.from], sizes[edge.to])
            if edge.from == edge.to {
                routes.append([])
                continue
            }
            let portY = edge.portY ?? sourceSize.height / 2
            guard !chains[index].isEmpty else {
                // A free edge (segue): straight from the side facing the target.
                let forward = target.x >= source.x + sourceSize.width
                let start = LayeredLayout.Point(x: forward ? source.x + sourceSize.width : source.x, y: source.y + portY)
                let end = LayeredLayout.Point(x: forward ? target.x : target.x + targetSize.width, y: target.y + targetSize.height / 2)
                routes.append([start, end])
                continue
            }
            var points = chains[index].dropFirst().dropLast().map { node in
                LayeredLayout.Point(x: origins[node].x, y: origins[node].y + sizes[node].height / 2)
            }
            if reversed.contains(index) {
                points.reverse()
                points.insert(LayeredLayout.Point(x: source.x, y: source.y + sourceSize.height / 2), at: 0)
                points.append(LayeredLayout.Point(x: target.x + targetSize.width, y: target.y + targetSize.height / 2))
            } else {
                points.insert(LayeredLayout.Point(x: source.x + sourceSize.width, y: source.y + portY), at: 0)
                points.append(LayeredLayout.Point(x: target.x, y: target.y + targetSize.height / 2))
            }
            routes.append(points)
        }
        let real = 0..<realCount
        let width = real.map { origins[$0].x + sizes[$0].width }.max()! + margin
        let height = real.map { origins[$0].y + sizes[$0].height }.max()! + margin
        return LayeredLayout.Result(
            origins: Array(origins[real]), layers: Array(layer[real]), routes: routes, width: width, height: height)
    }
}

/// Weighted isotonic regression by pool-adjacent-violators: the nondecreasing sequence closest (in
/// weighted least squares) to the given values.
package enum Isotonic {
    package static func nondecreasing(_ values: [(value: Double, weight: Double)]) -> [Double] {
        var blocks: [(value: Double, weight: Double, count: Int)] = []
        for (value, weight) in values {
            blocks.append((value, max(weight, 1e-9), 1))
            while blocks.count > 1, blocks[blocks.count - 2].value > blocks[blocks.count - 1].value {
                let last = blocks.removeLast()
                let previous = blocks.removeLast()
                let weight = previous.weight + last.weight
                blocks.append(((previous.value * previous.weight + last.value * last.weight) / weight, weight, previous.count + last.count))
            }
        }
        return blocks.flatMap { Array(repeating: $0.value, count: $0.count) }
    }
}
