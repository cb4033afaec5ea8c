import Foundation
import TabLintModel
import TabLintSource
import TabLintXcode

/// All documents under the linted paths, indexed so storyboard references resolve across files.
///
/// A workspace is a value: replacing one file (an editor's buffer) gives a new workspace that shares the
/// other files' models.
package struct Workspace: Sendable {
    package let roots: [URL]
    /// Every loaded file, sorted by path.
    package private(set) var files: [LoadedFile]
    /// Asset catalogs, loose images and `.strings` localizations found under the roots.
    package private(set) var resources: ProjectResources
    private var indexByPath: [String: Int] = [:]
    private var storyboardsByName: [String: [Int]] = [:]

    package init(files: [LoadedFile], roots: [URL] = [], resources: ProjectResources = .empty) {
        self.roots = roots
        self.resources = resources
        self.files = files.sorted { $0.source.path < $1.source.path }
        reindex()
    }

    /// Loads (in parallel) every Interface Builder file under `paths`, with the asset catalogs, images and
    /// localizations beside them.
    /// `isExcluded` decides for folders and IB documents (see `FileDiscovery.inventory(under:isExcluded:)`).
    /// `buffers` (absolute path → bytes) stand in for those documents, whether or not they exist on disk: the
    /// buffer, not the disk, is parsed and decides which localizations are read. `keepsText: false` is for a lint
    /// that only reports: documents that decoded cleanly keep their model and line table, not their text.
    package static func load(
        paths: [URL], isExcluded: PathFilter? = nil, buffers: [String: [UInt8]] = [:], keepsText: Bool = true
    ) throws -> Workspace {
        var inventory = try FileDiscovery.inventory(under: paths, isExcluded: isExcluded)
        PhaseTimer.mark("walk")
        for path in buffers.keys { inventory.addDocument(path) }
        let contents: FileContents = buffers.isEmpty ? .disk : .diskWithBuffers(buffers)
        return ProjectLoader.workspace(inventory, roots: paths.map(\.standardizedFileURL), contents: contents, keepsText: keepsText)
    }

    /// The same documents with other project resources (after a catalog, image or `.strings` file changed).
    package func replacingResources(_ resources: ProjectResources) -> Workspace {
        var copy = self
        copy.resources = resources
        return copy
    }

    /// The `.strings` files that localize a document, by language.
    package func localizations(of document: SourceFile) -> [StringsTable] {
        resources.localizations(of: document)
    }

    package var documents: [IBDocument] { files.compactMap(\.document) }

    /// Every folder and file the workspace met and could not read, by path, with the reason: the walk's, the
    /// documents' and `.strings` files', and the source files the evidence phase tried to read.
    package var unreadable: [String: String] {
        resources.unreadable.merging(resources.knowledge.code.unreadable) { mine, _ in mine }
    }

    package func file(at url: URL) -> LoadedFile? {
        indexByPath[url.standardizedFileURL.path].map { files[$0] }
    }

    package func document(at url: URL) -> IBDocument? { file(at: url)?.document }

    /// A workspace where `file` replaces the file at the same URL (or joins the workspace).
    package func replacing(_ file: LoadedFile) -> Workspace {
        var copy = self
        if let index = indexByPath[file.source.path] {
            copy.files[index] = file
            copy.reindex()
            return copy
        }
        return Workspace(files: files + [file], roots: roots, resources: resources)
    }

    /// A workspace without the file at `url`.
    package func removing(_ url: URL) -> Workspace {
        let path = url.standardizedFileURL.path
        return Workspace(files: files.filter { $0.source.path != path }, roots: roots, resources: resources)
    }

    /// The storyboard `name` (`<name>.storyboard`) closest to `referrer` (decoded or not): in the same folder,
    /// else a sibling `*.lproj` folder (`Base.lproj` first), else the one sharing the longest path prefix.
    package func storyboardFile(named name: String, near referrer: SourceFile) -> LoadedFile? {
        let knowledge = resources.knowledge
        guard let candidates = storyboardsByName[name]?.filter({ knowledge.shareBundle(files[$0].source.path, referrer.path) }),
            !candidates.isEmpty
        else { return nil }
        let from = referrer.folderPath.split(separator: "/")
        func rank(_ index: Int) -> (Int, Int, String) {
            let source = files[index].source
            let folder = source.folderPath.split(separator: "/")
            let shared = zip(from, folder).prefix { $0 == $1 }.count
            let inBase = folder.last == "Base.lproj" ? 0 : 1
            return (-shared, inBase, source.path)
        }
        let best = candidates.min { rank($0) < rank($1) }!
        return files[best]
    }

    private mutating func reindex() {
        indexByPath = [:]
        storyboardsByName = [:]
        for (index, file) in files.enumerated() {
            indexByPath[file.source.path] = index
            if file.document?.format == .storyboard || (file.document == nil && file.source.fileName.hasSuffix(".storyboard")) {
                storyboardsByName[file.source.baseName, default: []].append(index)
            }
        }
    }
}

extension Workspace {
    /// Whether a document is a launch screen, which iOS shows as a static picture: `launchScreen="YES"`, or a
    /// storyboard an Info.plist of its bundle names as `UILaunchStoryboardName`.
    package func isLaunchScreen(_ document: IBDocument) -> Bool {
        if document.isLaunchScreen { return true }
        guard document.format == .storyboard else { return false }
        return resources.knowledge.bundles(of: document.source.path).contains { $0.launchStoryboards.contains(document.source.baseName) }
    }

    /// The Xcode projects beside a document when none of their targets builds it (it is in no target's resources,
    /// as a file left behind or a backup copy is): the app never loads it, so only what the file itself holds is
    /// judged. Empty when a target builds it, or when no readable Xcode project is there to say.
    package func projectsNotBuilding(_ document: IBDocument) -> [String] {
        let bundles = bundles(of: document.source)
        guard !bundles.isEmpty, bundles.allSatisfy({ $0.targetName == nil && !$0.xcodeProjects.isEmpty }) else { return [] }
        return Array(Set(bundles.flatMap(\.xcodeProjects))).sorted()
    }

    /// Whether a document runs on iPad only: the document says so (`iOS.CocoaTouch.iPad`), or every target that
    /// ships it targets iPad alone (`TARGETED_DEVICE_FAMILY = 2`, or its Info.plist's `UIDeviceFamily`).
    package func isIPadOnly(_ document: IBDocument) -> Bool {
        if document.isIPadOnly { return true }
        let targets = bundles(of: document.source).compactMap { bundle -> Set<DeviceFamily>? in
            guard case .target(let target, _) = bundle.kind else { return nil }
            let plistFamilies = bundle.infoPlists.reduce(into: Set<DeviceFamily>()) { $0.formUnion($1.deviceFamily) }
            return target.deviceFamily.isEmpty ? plistFamilies : target.deviceFamily
        }
        return !targets.isEmpty && targets.allSatisfy { $0 == [.iPad] }
    }

    /// The bundles a document ships in (Xcode targets, else its project folder).
    package func bundles(of source: SourceFile) -> [AppBundle] { resources.knowledge.bundles(of: source.path) }

    /// What the code of a document's bundles shows, as far as the evidence phase has answered; questions it has
    /// not answered are noted in `asked` (`.none` when TabLint knows no bundle).
    package func code(for source: SourceFile, asked: CodeQuestions? = nil) -> CodeEvidence {
        resources.knowledge.code(of: source.path, asked: asked)
    }

    /// This workspace with the source file at `path` read from an editor's buffer (`nil`: from disk again).
    package func replacingCode(at path: String, with bytes: [UInt8]?) -> Workspace {
        replacingResources(resources.replacingKnowledge(resources.knowledge.replacingCode(at: path, with: bytes)))
    }

    /// This workspace with a changed source file to be read again when a question needs it.
    package func forgettingCode(at path: String) -> Workspace {
        replacingResources(resources.replacingKnowledge(resources.knowledge.forgettingCode(at: path)))
    }

    /// The evidence phase: this workspace with the questions in `asked` answered from the app's code.
    package func answering(_ asked: CodeQuestions) -> Workspace {
        replacingResources(resources.replacingKnowledge(resources.knowledge.answering(asked.asked)))
    }

    /// The images a document's bundles provide.
    package func images(for source: SourceFile) -> ProjectImages { resources.images(for: source.path) }

    /// A storyboard `name` that only another target of the referrer's Xcode project has, with that target:
    /// the app builds, and the reference fails at run time.
    package func storyboardInOtherTarget(named name: String, near referrer: SourceFile) -> (file: LoadedFile, bundle: AppBundle)? {
        let knowledge = resources.knowledge
        let mine = knowledge.bundles(of: referrer.path)
        guard mine.contains(where: { $0.targetName != nil }) else { return nil }
        for file in files where file.source.baseName == name && file.source.fileName.hasSuffix(".storyboard") {
            if let other = knowledge.bundles(of: file.source.path).first(where: { bundle in
                bundle.targetName != nil && bundle.folder == mine.first?.folder
            }) {
                return (file, other)
            }
        }
        return nil
    }
}
