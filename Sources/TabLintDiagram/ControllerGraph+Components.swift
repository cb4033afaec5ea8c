extension ControllerGraph {
    /// The graph split into connected parts (edges taken both ways): a tab bar controller with everything it
    /// contains or references, across files. Parts keep snapshot order, are ordered by their first node,
    /// and carry only the files their nodes live in.
    package func components() -> [ControllerGraph] {
        var parent = Array(nodes.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        let position = Dictionary(nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for edge in edges {
            guard let from = position[edge.from], let to = edge.to.flatMap({ position[$0] }) else { continue }
            let (a, b) = (root(from), root(to))
            if a != b { parent[max(a, b)] = min(a, b) }
        }
        var groups: [Int: [Int]] = [:]
        var order: [Int] = []
        for index in nodes.indices {
            let group = root(index)
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(index)
        }
        return order.map { group in
            let members = groups[group]!
            let ids = Set(members.map { nodes[$0].id })
            let paths = Set(members.map { nodes[$0].file })
            return ControllerGraph(
                version: version, tool: tool, files: files.filter { paths.contains($0.path) }, nodes: members.map { nodes[$0] },
                edges: edges.filter { ids.contains($0.from) })
        }
    }

    /// Whether the part is worth a drawing: it has an edge, tabs or a finding.
    package var hasStructure: Bool {
        !edges.isEmpty || nodes.contains { !($0.tabs ?? []).isEmpty || !$0.diagnostics.isEmpty || $0.reference != nil }
    }
}
