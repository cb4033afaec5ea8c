import TabLintSource

/// The project's source files by the project folder (boundary) each lies in.
struct SourceIndex: Sendable {
    let sources: [String]
    private let grouped: [String: [String]]

    /// `sources` come a folder's files together (`ProjectInventory.sourceFilesInWalkOrder`): the nearest boundary is
    /// then looked up once per run of files in one folder, and files are added to their group a run at a time.
    /// Any order gives the same groups, only slower.
    init(_ sources: [String], boundaries: Set<String>) {
        self.sources = sources
        var nearest = ProjectKnowledge.NearestBoundaries(boundaries)
        var groups: [String: [String]] = [:]
        var folder: Substring? = nil
        var boundary = ""
        var run: [String] = []
        for path in sources {
            let current = path[..<(path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex)]
            if current != folder {
                folder = current
                let found = nearest(path)
                if found != boundary {
                    if !run.isEmpty { groups[boundary, default: []] += run }
                    run.removeAll(keepingCapacity: true)
                    boundary = found
                }
            }
            run.append(path)
        }
        if !run.isEmpty { groups[boundary, default: []] += run }
        grouped = groups
    }

    /// The sources whose nearest boundary is `folder`, or nil when none is.
    func sources(in folder: String) -> [String]? { grouped[folder] }
}
