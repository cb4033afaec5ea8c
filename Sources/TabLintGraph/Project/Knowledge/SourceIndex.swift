import TabLintSource

/// The project's source files by the project folder (boundary) each lies in, worked out the first time a rule asks
/// about some bundle's code: a lint that asks nothing of the code never sorts the thousands of sources of a large
/// app, and a lint that asks does it once, on the thread that asks.
final class SourceIndex: Sendable {
    let sources: [String]
    private let boundaries: Set<String>
    private let grouped = OnceTable<Int, [String: [String]]>()

    init(_ sources: [String], boundaries: Set<String>) {
        self.sources = sources
        self.boundaries = boundaries
    }

    /// The sources whose nearest boundary is `folder`, or nil when none is.
    func sources(in folder: String) -> [String]? {
        let boundaries = self.boundaries
        let sources = self.sources
        return grouped.value(for: 0) { _ in
            var boundaryOfFolder: [Substring: String] = [:]
            return Dictionary(grouping: sources) { path in
                let folder = path[..<(path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex)]
                if let known = boundaryOfFolder[folder] { return known }
                let found = ProjectKnowledge.nearestBoundary(of: path, in: boundaries)
                boundaryOfFolder[folder] = found
                return found
            }
        }[folder]
    }
}
