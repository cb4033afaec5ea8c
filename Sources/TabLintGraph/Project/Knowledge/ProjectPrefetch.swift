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
/// A UIKit document with a tab bar controller of two or more tabs is one whose rules will ask how the app persists
/// its tabs: the worker also reads the source files of the bundles the document ships in and parses those that can
/// answer (`CodeLibrary.prefetch`): the files of the targets of its folder's projects that list it (`TargetCode`,
/// what the question will ask about), or, when none does, every source file of its folder.
final class ProjectPrefetch: Sendable {
    private let read: @Sendable (String) throws -> [UInt8]
    private let boundaries: Set<String>
    /// `project.pbxproj` paths by the project folder (boundary) they belong to.
    private let projectsByFolder: [String: [String]]
    let projects = OnceTable<String, Result<XcodeProject, ProjectIssue>>()
    /// The project's code, shared with the knowledge `load` builds.
    let library: CodeLibrary
    let sources: SourceIndex
    /// Bundles (a project and target, or a folder) whose code a worker has started on.
    private let codeBundles = OnceTable<String, Bool>()
    /// `TargetCode.paths` by project and target name.
    private let targetCode = OnceTable<String, [String]>()

    init(_ inventory: ProjectInventory, contents: FileContents) {
        let read: @Sendable (String) throws -> [UInt8] = { try contents.read($0) }
        self.read = read
        boundaries = inventory.boundaries.union([""])
        library = CodeLibrary(read: read)
        sources = SourceIndex(inventory.sourceFilesInWalkOrder, boundaries: boundaries)
        // `Folder/App.xcodeproj/project.pbxproj` belongs to the boundary `Folder`.
        projectsByFolder = Dictionary(grouping: inventory.xcodeProjects.sorted()) { path in
            ProjectInventory.folder(of: ProjectInventory.folder(of: path))
        }
    }

    /// Reads the projects of the folder around a UIKit document that nobody has started on.
    func documentLoaded(_ document: IBDocument) {
        guard document.platform.isUIKit else { return }
        let folder = ProjectKnowledge.nearestBoundary(of: document.source.path, in: boundaries)
        let paths = projectsByFolder[folder] ?? []
        projects.prefetch(paths) { Self.readProject($0, read) }
        // Rules ask only about a bar of two or more tabs (`TitleBasedTabOrderingRule`).
        guard document.controllers.contains(where: { $0.kind == .tabBarController && document.children(of: $0.id, .viewControllers).count >= 2 })
        else { return }
        // The projects another worker is still reading are waited for: which targets list the document decides
        // which files are worth reading.
        let projects = results(paths).compactMap { try? $0.get() }
        var bundles: [(key: String, paths: () -> [String])] = []
        for project in projects {
            for target in project.targets where target.productType.shipsInterface && target.contains(document.source.path) {
                bundles.append((Self.key(target, project), { self.codePaths(of: target, in: project) }))
            }
        }
        if bundles.isEmpty {
            let sources = self.sources
            bundles.append((folder, { sources.sources(in: folder) ?? [] }))
        }
        let library = self.library
        for bundle in bundles {
            codeBundles.prefetch([bundle.key]) { _ in
                library.prefetch(CodeEvidence.codeFiles(bundle.paths()), answering: .persistence)
                return true
            }
        }
    }

    /// `TargetCode.paths`, worked out once per target, by the prefetch or by the first question about the target's
    /// code.
    func codePaths(of target: XcodeTarget, in project: XcodeProject) -> [String] {
        let sources = self.sources
        return targetCode.value(for: Self.key(target, project)) { _ in TargetCode.paths(of: target, in: project, sources: sources) }
    }

    private static func key(_ target: XcodeTarget, _ project: XcodeProject) -> String { project.path + "\u{0}" + target.name }

    /// The projects at `paths`, reading those not read yet on all cores.
    func results(_ paths: [String]) -> [Result<XcodeProject, ProjectIssue>] {
        let read = self.read
        return projects.values(for: paths, batch: 1) { Self.readProject($0, read) }
    }

    static func readProject(_ pbxprojPath: String, _ read: (String) throws -> [UInt8]) -> Result<XcodeProject, ProjectIssue> {
        XcodeProject.read(at: ProjectInventory.folder(of: pbxprojPath), contents: read)
    }
}
