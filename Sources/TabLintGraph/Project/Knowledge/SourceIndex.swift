import TabLintSource

/// The project's source files by the project folder (boundary) each lies in, worked out the first time a rule asks
/// about some bundle's code: a lint that asks nothing of the code never groups the thousands of sources of a large
/// app, and a lint that asks does it once, on the thread that asks.
final class SourceIndex: Sendable {
    let sources: [String]
    private let grouped: Lazy<[String: [String]]>

    init(_ sources: [String], boundaries: Set<String>) {
        self.sources = sources
        grouped = Lazy {
            var nearest = ProjectKnowledge.NearestBoundaries(boundaries)
            return Dictionary(grouping: sources) { nearest($0) }
        }
    }

    /// The sources whose nearest boundary is `folder`, or nil when none is.
    func sources(in folder: String) -> [String]? { grouped.wrapped[folder] }
}
