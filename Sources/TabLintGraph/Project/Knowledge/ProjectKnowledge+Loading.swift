import Foundation
import TabLintCode
import TabLintModel
import TabLintProject
import TabLintSource

extension ProjectKnowledge {
    /// Reads what an inventory holds besides its IB documents: its Xcode projects, Info.plists and code.
    ///
    /// Bundles are the targets of every Xcode project that ship resources, then one folder bundle for each
    /// folder with a project marker and each root: a document that no target lists ships in the folder
    /// bundle around it. Source files are read only when their bytes hold a trigger word (`CodeReader`).
    ///
    /// `documents` are the loaded IB documents: evidence is read only where a rule can weigh it. Xcode projects and
    /// Info.plists are read for the project folders (the nearest folder with a marker) that hold a UIKit document;
    /// code only for those whose UIKit documents have tab bars, tab bar items or restoration identifiers. A macOS
    /// app's project, or the code of an app without tabs, is never opened.
    package static func load(
        _ inventory: ProjectInventory, roots: [String], contents: FileContents, documents: [IBDocument]? = nil
    ) -> ProjectKnowledge {
        let read: @Sendable (String) throws -> [UInt8] = { try contents.read($0) }
        var problems: [ProjectProblem] = []
        var projects: [XcodeProject] = []
        let scope = ProjectKnowledge(bundles: [], boundaries: inventory.boundaries.union([""]), problems: [], imagesByBundle: [])
        var projectFolders: Set<String>?
        var codeFolders: Set<String>?
        if let documents {
            let uiKit = documents.filter { $0.platform.isUIKit }
            projectFolders = Set(uiKit.map { scope.nearestBoundary(of: $0.source.path) })
            codeFolders = Set(
                uiKit.filter { document in
                    document.controllers.contains { $0.kind == .tabBarController || $0.tabBarItem != nil || $0.effectiveRestorationIdentifier != nil }
                }.map { scope.nearestBoundary(of: $0.source.path) })
        }
        let xcodeProjects = inventory.xcodeProjects.sorted().filter { path in
            // `Folder/App.xcodeproj/project.pbxproj` belongs to the boundary `Folder`.
            projectFolders?.contains(ProjectInventory.folder(of: ProjectInventory.folder(of: path))) ?? true
        }
        for (path, result) in zip(xcodeProjects, xcodeProjects.parallelMap { XcodeProject.read(at: ProjectInventory.folder(of: $0), contents: read) })
        {
            switch result {
            case .success(let project): projects.append(project)
            case .failure(let issue): problems.append(problem(issue, path: path, contents))
            }
        }
        // "" stands for the files under no project marker: the linted roots resolve among themselves, as an
        // editor's several workspace folders do.
        let boundaries = inventory.boundaries.union([""])

        // Info.plists: every one the inventory found, and those the targets name.
        var plistPaths = inventory.infoPlists.filter { projectFolders?.contains(scope.nearestBoundary(of: $0)) ?? true }
        for target in projects.flatMap(\.targets) { if let path = target.infoPlistPath { plistPaths.insert(path) } }
        var plists: [String: InfoPlist] = [:]
        let sortedPlists = plistPaths.sorted()
        for (path, result) in zip(sortedPlists, sortedPlists.parallelMap { InfoPlist.read(at: $0, contents: read) }) {
            switch result {
            case .success(let plist): plists[path] = plist
            case .failure(let issue):
                // A target's plist that does not exist is no problem of the project's files that TabLint can show.
                if (try? contents.read(path)) != nil { problems.append(problem(issue, path: path, contents)) }
            }
        }

        let sources = inventory.sourceFiles.sorted().filter { codeFolders?.contains(scope.nearestBoundary(of: $0)) ?? true }
        let code = sources.isEmpty ? CodeFacts(facts: [], filesConsidered: 0, filesParsed: 0, issues: []) : CodeReader.facts(in: sources, read: read)
        var factFiles: [String: SourceFile] = [:]
        for path in Set(code.facts.map(\.file)) {
            if let bytes = try? contents.read(path) { factFiles[path] = SourceFile(url: URL(fileURLWithPath: path), bytes: bytes) }
        }

        /// Whether any source file lies under a folder.
        func sourcesByFolder(_ folder: String) -> Bool {
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            return sources.contains { $0.hasPrefix(prefix) }
        }
        var bundles: [AppBundle] = []
        for project in projects {
            let projectFacts = code.facts.filter { fact in project.targets.contains { $0.containsSource(fact.file) } }
            for target in project.targets where target.productType.shipsInterface {
                let facts: [CodeFact]
                let hasCode: Bool
                if target.productType == .application || target.productType == .appExtension {
                    facts = code.facts.filter { target.containsSource($0.file) }
                    hasCode = !target.sourceFiles.isEmpty || target.synchronizedFolders.contains { folder in sourcesByFolder(folder.path) }
                } else {
                    // A framework's storyboards run in the apps that embed it: the project's code speaks for them.
                    facts = projectFacts
                    hasCode = project.targets.contains { !$0.sourceFiles.isEmpty }
                }
                var infoPlists: [InfoPlist] = []
                if let path = target.infoPlistPath, let plist = plists[path] {
                    infoPlists.append(plist.merging(buildSettingKeys: target.infoPlistKeys))
                } else if !target.infoPlistKeys.isEmpty {
                    infoPlists.append(InfoPlist(path: project.path, keys: target.infoPlistKeys))
                }
                bundles.append(
                    AppBundle(
                        kind: .target(target, project: project.path), folder: project.folder, infoPlists: infoPlists,
                        code: CodeEvidence(hasCode: hasCode, facts: facts, sources: factFiles)))
            }
        }
        let knowledge = ProjectKnowledge(bundles: [], boundaries: boundaries, problems: [], imagesByBundle: [])
        // Each file's nearest boundary, found once.
        let plistsByBoundary = Dictionary(grouping: sortedPlists) { knowledge.nearestBoundary(of: $0) }
        let factsByBoundary = Dictionary(grouping: code.facts) { knowledge.nearestBoundary(of: $0.file) }
        let boundariesWithSources = Set(sources.map { knowledge.nearestBoundary(of: $0) })
        for folder in boundaries.sorted() {
            let nested = boundaries.filter { $0 != folder && (folder.isEmpty || $0.hasPrefix(folder == "/" ? "/" : folder + "/")) }
            bundles.append(
                AppBundle(
                    kind: .folder, folder: folder, infoPlists: (plistsByBoundary[folder] ?? []).compactMap { plists[$0] },
                    code: CodeEvidence(
                        hasCode: boundariesWithSources.contains(folder), facts: factsByBoundary[folder] ?? [], sources: factFiles),
                    nestedBoundaries: nested))
        }
        var loaded = ProjectKnowledge(
            bundles: bundles, boundaries: boundaries, problems: problems.sorted { $0.file.path < $1.file.path },
            imagesByBundle: [], xcodeProjectCount: projects.count, sourceFilesConsidered: code.filesConsidered,
            sourceFilesParsed: code.filesParsed)
        loaded.membership = Membership(bundles)
        let documents = inventory.documents.sorted()
        loaded.bundlesByDocument = Dictionary(
            uniqueKeysWithValues: zip(documents, documents.parallelMap { [loaded] in loaded.findBundleIndices(of: $0) }))
        return loaded
    }

    private static func problem(_ issue: ProjectIssue, path: String, _ contents: FileContents) -> ProjectProblem {
        let file = SourceFile(
            url: URL(fileURLWithPath: issue.path.isEmpty ? path : issue.path),
            bytes: (try? contents.read(issue.path.isEmpty ? path : issue.path)) ?? [])
        return ProjectProblem(file: file, line: issue.line, message: issue.message)
    }
}
