import TabLintCode
import TabLintSource
import TabLintXcode

/// What TabLint knows about the apps around the documents: their bundles (Xcode targets, or project folders),
/// each with its Info.plists and the facts its code shows, and the project files it could not read.
package struct ProjectKnowledge: Sendable {
    /// Every bundle: each Xcode target that ships resources, then each project folder.
    package let bundles: [AppBundle]
    /// Folders that hold a project marker, and "" for everything under none.
    package let boundaries: Set<String>
    /// Project files that could not be read (a `project.pbxproj` with merge-conflict markers, a malformed
    /// Info.plist), with the file for diagnostics to point into.
    package internal(set) var problems: [ProjectProblem]
    /// Images each bundle provides, by bundle index, made when first asked (set by `ProjectLoader`, which has the
    /// catalogs, when there is more than one bundle).
    package internal(set) var imagesByBundle: BundleImages?
    /// Target membership by path: the resources and sources each target lists (a folder reference or catalog
    /// counts for everything below it), and the synchronized folders.
    struct Membership: Sendable {
        var listed: [String: [Int]] = [:]
        var synchronized: [String: [(bundle: Int, folder: SynchronizedFolder)]] = [:]

        /// The table of `targets`, the bundles numbered from 0 in their order (target bundles come first).
        init(targets: [XcodeTarget]) {
            // Sized once: growing the table rehashed every path listed so far (a third of building it).
            listed.reserveCapacity(targets.reduce(0) { $0 + $1.resourceFiles.count + $1.sourceFiles.count })
            for (index, target) in targets.enumerated() {
                for path in target.resourceFiles { listed[path, default: []].append(index) }
                for path in target.sourceFiles { listed[path, default: []].append(index) }
                for folder in target.synchronizedFolders { synchronized[folder.path, default: []].append((index, folder)) }
            }
        }
    }
    var membership: Membership?

    /// The bundles of each IB document of the inventory, found once at load (asked for by every rule).
    package internal(set) var bundlesByDocument: [String: [Int]] = [:]
    /// The languages of each bundle's own `.strings` files (`Localizable.strings`, not the tables that localize an IB
    /// document, nor `InfoPlist.strings`), by bundle index: the languages the app's code can look its text up in.
    package internal(set) var codeLanguagesByBundle: [Int: Set<String>] = [:]

    /// The languages the code at `path` can look its text up in (`es`, `pt-BR`; `Base` left out).
    package func codeLanguages(of path: String) -> Set<String> {
        bundleIndices(of: path).reduce(into: Set<String>()) { $0.formUnion(codeLanguagesByBundle[$1] ?? []) }
    }
    /// Project files (Xcode projects, Info.plists) that hold a stand-in for their content (`PlaceholderFile`):
    /// skipped, and listed in the report's evidence.
    package internal(set) var placeholders: [String] = []
    /// Counts for reports: Xcode projects read.
    package var xcodeProjectCount: Int { projects.count }
    /// Property lists found without an Xcode project to say they are Info.plists, which could not be read, and
    /// `project.yml` files without an `.xcodeproj` to say they are XcodeGen's, which could not be read as specs:
    /// noted in the report's evidence, never a finding (Xcode may never use them).
    package internal(set) var unreadableFiles: [String] = []
    /// Every Xcode project the walk found, read or not: the `.xcodeproj` folder, or for a project XcodeGen generates
    /// (no `project.pbxproj` committed) the `project.yml` it is read from.
    package internal(set) var xcodeProjectsFound: [String] = []
    /// The XcodeGen specs found that could not be read (a problem says why).
    var unreadableSpecs: Set<String> = []

    /// What became of each Xcode project found, by path: read, unreadable (a problem is reported), a stand-in for
    /// its content (git-crypt, git LFS), or not needed (no UIKit document in its folder: its targets ship none).
    package var xcodeProjectStatuses: [(path: String, status: String)] {
        let unreadable = Set(problems.map { ProjectInventory.folder(of: $0.file.path) }).union(unreadableSpecs)
        let standIns = Set(placeholders.map { ProjectInventory.folder(of: $0) }).union(placeholders)
        let specs = Set(projects.values.compactMap(\.spec))
        return xcodeProjectsFound.map { path in
            if projects[path] != nil || specs.contains(path) { return (path, "read") }
            if unreadable.contains(path) { return (path, "unreadable") }
            if standIns.contains(path) { return (path, "placeholder") }
            return (path, "notNeeded")
        }
    }
    /// The code the evidence phase has read, and its answers (`answering(_:)`).
    package internal(set) var code = CodeIndex()
    /// Where source files are read from, the Xcode projects read (by path) and the project's source files by
    /// project folder: what `codePaths(of:)` needs.
    private(set) var contents: FileContents
    let projects: [String: XcodeProject]
    let sources: SourceIndex
    /// Source files read for questions, and of them those parsed (their bytes held a trigger word).
    package var sourceFilesConsidered: Int { code.counts.read }
    package var sourceFilesParsed: Int { code.counts.parsed }

    package init(
        bundles: [AppBundle], boundaries: Set<String>, problems: [ProjectProblem], imagesByBundle: BundleImages? = nil,
        projects: [XcodeProject] = [], contents: FileContents = .disk, sources: [String] = []
    ) {
        self.bundles = bundles
        self.boundaries = boundaries
        self.problems = problems
        self.imagesByBundle = imagesByBundle
        self.projects = Dictionary(projects.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.contents = contents
        self.sources = SourceIndex(sources, boundaries: boundaries)
    }

    /// No project knowledge: every document in one folder-wide bundle, as before TabLint read projects.
    package static let empty = ProjectKnowledge(bundles: [], boundaries: [], problems: [])

    /// The indices of the bundles a file ships in: the Xcode targets that list it, else the project folder
    /// around it. Empty when TabLint knows no bundle (then everything resolves workspace-wide).
    package func bundleIndices(of path: String) -> [Int] {
        if let known = bundlesByDocument[path] { return known }
        return findBundleIndices(of: path)
    }

    /// `bundleIndices(of:)` without the cache: the targets that list the file or a folder above it (through
    /// `membership`), else the folder bundle of its nearest boundary.
    func findBundleIndices(of path: String) -> [Int] { BundleFinder(self).bundleIndices(of: path) }

    package func bundles(of path: String) -> [AppBundle] { bundleIndices(of: path).map { bundles[$0] } }

    /// What the code of a file's bundles shows, as far as the evidence phase has answered; unanswered questions
    /// are noted in `asked`. `.none` when TabLint knows no bundle, or when the project has no code at all: then no
    /// bundle has a code file (`codePaths(of:)`), every answer would be "nothing", and nothing is asked, so no
    /// document is linted a second time for the answers.
    package func code(of path: String, asked: CodeQuestions?) -> CodeEvidence {
        let indices = bundleIndices(of: path)
        guard !indices.isEmpty, hasCode else { return .none }
        return CodeEvidence(bundles: indices, index: code, asked: asked)
    }

    /// Whether any bundle can have code: a source file was found, or an Xcode project (whose targets may list
    /// sources outside the folders walked) was read.
    private var hasCode: Bool { !sources.sources.isEmpty || !projects.isEmpty }

    /// The Swift and Objective-C files whose code speaks for a set of bundles, sorted: a target's (`TargetCode`),
    /// or the sources of a folder bundle's project folder.
    func codePaths(of indices: [Int]) -> [String] {
        let paths = indices.flatMap { index -> [String] in
            switch bundles[index].kind {
            case .target(let target, let path):
                guard let project = projects[path] else { return [] }
                return TargetCode.paths(of: target, in: project, sources: sources)
            case .folder: return sources.sources(in: bundles[index].folder) ?? []
            }
        }
        let code = paths.filter { FileExtension.of(ProjectInventory.lastComponent($0), leadingDot: false)?.isSource ?? false }
        return indices.count == 1 && !isFolder(indices[0]) ? code : Array(Set(code)).sorted()
    }

    private func isFolder(_ index: Int) -> Bool {
        if case .folder = bundles[index].kind { return true }
        return false
    }

    /// This knowledge with the source file at `path` read from `bytes` (an open editor buffer; `nil`: from disk
    /// again) when a question next needs it.
    package func replacingCode(at path: String, with bytes: [UInt8]?) -> ProjectKnowledge {
        var next = forgettingCode(at: path)
        next.contents = contents.replacing(path, with: bytes)
        return next
    }

    /// This knowledge with the source file at `path` to be read again when a question needs it.
    package func forgettingCode(at path: String) -> ProjectKnowledge {
        var next = self
        next.code = code.forgetting(path)
        return next
    }

    /// The evidence phase: this knowledge with `asked` answered from the code, in one parallel pass.
    package func answering(_ asked: (keys: Set<CodeIndex.Key>, bundles: Set<[Int]>)) -> ProjectKnowledge {
        var paths: [[Int]: [String]] = [:]
        for bundles in asked.bundles where code.paths(of: bundles) == nil { paths[bundles] = codePaths(of: bundles) }
        var answered = self
        let contents = self.contents
        answered.code = code.answering(asked.keys, paths: paths, read: { try contents.read($0) })
        return answered
    }

    /// The nearest folder above `path` that holds a project marker ("" when none).
    package func nearestBoundary(of path: String) -> String { Self.nearestBoundary(of: path, in: boundaries) }

    /// The nearest boundary of many paths, found once per folder (a file's nearest boundary is its folder's).
    struct NearestBoundaries {
        let boundaries: Set<String>
        private var byFolder: [Substring: String] = [:]

        init(_ boundaries: Set<String>) { self.boundaries = boundaries }

        mutating func callAsFunction(_ path: String) -> String {
            let folder = path[..<(path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex)]
            return boundary(atOrAbove: folder, of: path)
        }

        /// The nearest boundary at or above `folder` (the folder part of `path`): the folder itself, else its
        /// parent's, which is known already for all but the first folder of a tree, so a new folder costs one
        /// look in `boundaries` rather than one per folder up to the root.
        private mutating func boundary(atOrAbove folder: Substring, of path: String) -> String {
            if let known = byFolder[folder] { return known }
            let found: String
            // The folder of `/a` is `/`; a path without a `/` has the folder "" (as `ProjectInventory.folder(of:)`).
            let key = folder.isEmpty && path.hasPrefix("/") ? "/" : String(folder)
            if !key.isEmpty, boundaries.contains(key) {
                found = key
            } else if key.isEmpty || key == "/" {
                found = boundaries.contains("/") ? "/" : ""
            } else {
                found = boundary(atOrAbove: folder[..<(folder.utf8.lastIndex(of: UInt8(ascii: "/")) ?? folder.startIndex)], of: key)
            }
            byFolder[folder] = found
            return found
        }
    }

    /// The nearest folder above `path` among `boundaries` ("" when none).
    static func nearestBoundary(of path: String, in boundaries: Set<String>) -> String {
        var folder = ProjectInventory.folder(of: path)
        while !folder.isEmpty {
            if boundaries.contains(folder) { return folder }
            if folder == "/" { break }
            folder = ProjectInventory.folder(of: folder)
        }
        return boundaries.contains("/") ? "/" : ""
    }

    /// Whether two files ship in a common bundle (always, when TabLint knows no bundle).
    package func shareBundle(_ path: String, _ other: String) -> Bool {
        guard !bundles.isEmpty else { return true }
        let mine = Set(bundleIndices(of: path))
        return bundleIndices(of: other).contains { mine.contains($0) }
    }

    /// Whether any bundle has an Xcode target.
    package var hasXcodeProject: Bool { xcodeProjectCount > 0 }
}

/// A project file TabLint could not read, and why.
package struct ProjectProblem: Sendable {
    package let file: SourceFile
    package let line: Int?
    package let message: String
    /// Whether Xcode fails on the file (an error); otherwise it builds, and the problem is a warning.
    package let stopsTheBuild: Bool

    package init(file: SourceFile, line: Int?, message: String, stopsTheBuild: Bool = true) {
        self.file = file
        self.line = line
        self.message = message
        self.stopsTheBuild = stopsTheBuild
    }

    /// The problem's line (the whole first line when unknown).
    package var range: Range<Int> {
        let index = max(0, min((line ?? 1) - 1, file.lines.lineCount - 1))
        let start = file.lines.offset(of: SourcePosition(line: index, column: 0), in: .utf8)
        return start..<file.lines.lineContentEnd(index)
    }
}
