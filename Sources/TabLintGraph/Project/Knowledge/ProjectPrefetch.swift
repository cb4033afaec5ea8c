import TabLintModel
import TabLintProject
import TabLintSource

/// Xcode projects and code read while the documents are still being parsed.
///
/// `ProjectKnowledge.load` reads the projects of the project folders that hold a UIKit document, which it knows
/// only once every document is parsed; the largest `project.pbxproj` files (1 MB) would then keep one core busy
/// while the other waits. Instead, the worker that parses a UIKit document reads the projects of its folder right
/// away, unless another worker already does, and `load` collects what was read, reading only what is left.
///
/// A UIKit document with a tab bar controller is one whose rules will ask how the app persists its tabs: the
/// worker also reads the source files of its folder and parses those that can answer (`CodeLibrary.prefetch`).
final class ProjectPrefetch: Sendable {
    private let read: @Sendable (String) throws -> [UInt8]
    private let boundaries: Set<String>
    /// `project.pbxproj` paths by the project folder (boundary) they belong to.
    private let projectsByFolder: [String: [String]]
    let projects = OnceTable<String, Result<XcodeProject, ProjectIssue>>()
    /// The project's code, shared with the knowledge `load` builds.
    let library: CodeLibrary
    let sources: SourceIndex
    /// Folders whose code a worker has started on.
    private let codeFolders = OnceTable<String, Bool>()

    init(_ inventory: ProjectInventory, contents: FileContents) {
        let read: @Sendable (String) throws -> [UInt8] = { try contents.read($0) }
        self.read = read
        boundaries = inventory.boundaries.union([""])
        library = CodeLibrary(read: read)
        sources = SourceIndex(Array(inventory.sourceFiles), boundaries: boundaries)
        // `Folder/App.xcodeproj/project.pbxproj` belongs to the boundary `Folder`.
        projectsByFolder = Dictionary(grouping: inventory.xcodeProjects.sorted()) { path in
            ProjectInventory.folder(of: ProjectInventory.folder(of: path))
        }
    }

    /// Reads the projects of the folder around a UIKit document that nobody has started on.
    func documentLoaded(_ document: IBDocument) {
        guard document.platform.isUIKit else { return }
        let folder = ProjectKnowledge.nearestBoundary(of: document.source.path, in: boundaries)
        if let paths = projectsByFolder[folder] { projects.prefetch(paths) { Self.readProject($0, read) } }
        guard document.controllers.contains(where: { $0.kind == .tabBarController }) else { return }
        let (library, sources) = (self.library, self.sources)
        codeFolders.prefetch([folder]) { folder in
            library.prefetch(sources.sources(in: folder) ?? [], answering: .persistence)
            return true
        }
    }

    /// The projects at `paths`, reading those not read yet on all cores.
    func results(_ paths: [String]) -> [Result<XcodeProject, ProjectIssue>] {
        let read = self.read
        return projects.values(for: paths, batch: 1) { Self.readProject($0, read) }
    }

    static func readProject(_ pbxprojPath: String, _ read: (String) throws -> [UInt8]) -> Result<XcodeProject, ProjectIssue> {
        XcodeProject.read(at: ProjectInventory.folder(of: pbxprojPath), contents: read)
    }
}
