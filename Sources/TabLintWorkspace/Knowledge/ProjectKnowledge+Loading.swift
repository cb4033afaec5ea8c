import Foundation
import TabLintCode
import TabLintModel
import TabLintParallel
import TabLintSource
import TabLintXcode

extension ProjectKnowledge {
    /// Reads what an inventory holds besides its IB documents: its Xcode projects (for a folder that commits an
    /// XcodeGen spec and no `project.pbxproj`, the spec: `readSpecs`), Info.plists and code.
    ///
    /// Bundles are the targets of every Xcode project that ship resources, then one folder bundle for each
    /// folder with a project marker and each root: a document that no target lists ships in the folder
    /// bundle around it. Source files are read only when their bytes hold a trigger word (`CodeReader`).
    ///
    /// `documents` are the loaded IB documents: Xcode projects and Info.plists are read for the project folders
    /// (the nearest folder with a marker) that hold a UIKit document, so a macOS app's project is never opened.
    /// Code is read by the evidence phase (`answering(_:)`), for the questions rules ask: an app whose documents
    /// give no rule a reason to ask is never read.
    /// Xcode projects read before (by `.xcodeproj` path) that `load` takes as they are, but those whose
    /// `project.pbxproj` is among `changed`.
    struct Reused {
        let projects: [String: XcodeProject]
        let changed: Set<String>

        /// The project of `pbxprojPath`, unless it changed.
        func project(_ pbxprojPath: String) -> XcodeProject? {
            changed.contains(pbxprojPath) ? nil : projects[ProjectInventory.folder(of: pbxprojPath)]
        }
    }

    static func load(
        _ inventory: ProjectInventory, contents: FileContents, documents: [IBDocument]? = nil, reusing: Reused? = nil
    ) -> ProjectKnowledge {
        // A failed read says why in the system's words ("project.pbxproj cannot be read: Permission denied").
        let read: @Sendable (String) throws -> [UInt8] = { path in
            do { return try contents.read(path) } catch { throw ProjectLoader.ReadFailure(path, error) }
        }
        var problems: [ProjectProblem] = []
        var projects: [XcodeProject] = []
        // "" stands for the files under no project marker: the linted roots resolve among themselves, as an
        // editor's several workspace folders do.
        let boundaries = inventory.boundaries.union([""])
        var nearest = NearestBoundaries(boundaries)
        let projectFolders = documents.map { Set($0.filter { $0.platform.isUIKit }.map { nearest($0.source.path) }) }
        let xcodeProjects = inventory.xcodeProjects.sorted().filter { path in
            // `Folder/App.xcodeproj/project.pbxproj` belongs to the boundary `Folder`.
            projectFolders?.contains(ProjectInventory.folder(of: ProjectInventory.folder(of: path))) ?? true
        }
        let results = xcodeProjects.parallelMap { path in
            reusing?.project(path).map { .success($0) } ?? XcodeProject.read(at: ProjectInventory.folder(of: path), contents: read)
        }
        var placeholders: [String] = []
        var unreadable: [String] = []
        for (path, result) in zip(xcodeProjects, results) {
            switch result {
            case .success(let project): projects.append(project)
            case .failure(let issue):
                if isPlaceholder(path, contents) { placeholders.append(path) } else { problems.append(problem(issue, path: path, contents)) }
            }
        }
        let specs = readSpecs(inventory, projectFolders: projectFolders, contents: contents, read: read)
        projects += specs.projects
        problems += specs.problems
        placeholders += specs.placeholders
        unreadable += specs.unreadableFiles
        PhaseTimer.mark("Xcode projects")
        // The bundles are the targets that ship interface files, in this order, then the folders (below).
        let shipping = projects.flatMap { project in
            project.targets.filter(\.productType.shipsInterface).map { (target: $0, project: project) }
        }
        // Info.plists: those the targets name, and in a project folder without a readable Xcode project every one the
        // inventory found (where a project says which plist each target uses, the others are no Info.plist of a
        // shipped bundle: a settings bundle's Root.plist, a plist of tests or tools).
        let foldersWithProjects = Set(projects.map { nearest($0.path) })
        var plistPaths = inventory.infoPlists.filter { path in
            (projectFolders?.contains(nearest(path)) ?? true) && !foldersWithProjects.contains(nearest(path))
        }
        // A plist two targets name is preprocessed with the first one's macros.
        var definitions: [String: [String: String]] = [:]
        for target in projects.flatMap(\.targets) {
            if let path = target.infoPlistPath, definitions[path] == nil { definitions[path] = target.infoPlistDefinitions }
        }
        let named = Set(definitions.keys)
        plistPaths.formUnion(named)
        var plists: [String: InfoPlist] = [:]
        let sortedPlists = plistPaths.sorted()
        let macros = definitions
        let readPlists = sortedPlists.parallelMap { InfoPlist.read(at: $0, defined: macros[$0] ?? [:], contents: read) }
        for (path, result) in zip(sortedPlists, readPlists) {
            switch result {
            case .success(let plist): plists[path] = plist
            case .failure(let issue):
                // A target's plist that does not exist is no problem of the project's files that TabLint can show.
                guard let bytes = try? contents.read(path) else { break }
                if isPlaceholder(path, contents) {
                    placeholders.append(path)
                } else if named.contains(path) || MergeConflictScanner.firstMarkerLine(in: bytes) != nil {
                    // Xcode fails on a target's Info.plist it cannot read, and on any plist with merge-conflict
                    // markers it ships (without a readable project, every one may ship).
                    problems.append(problem(issue, path: path, contents))
                } else {
                    // Without a project TabLint cannot tell it is an Info.plist: noted, and not read.
                    unreadable.append(path)
                }
            }
        }

        var bundles: [AppBundle] = []
        for (target, project) in shipping {
            var infoPlists: [InfoPlist] = []
            if let path = target.infoPlistPath, let plist = plists[path] {
                infoPlists.append(plist.merging(buildSettingKeys: target.infoPlistKeys))
            } else if let plist = target.specInfoPlist {
                // XcodeGen writes this plist when it generates the project: without the file, the spec says what it holds.
                infoPlists.append(plist.merging(buildSettingKeys: target.infoPlistKeys))
            } else if !target.infoPlistKeys.isEmpty {
                infoPlists.append(InfoPlist(path: project.spec ?? project.path, keys: target.infoPlistKeys))
            }
            bundles.append(AppBundle(kind: .target(target, project: project.path), folder: project.folder, infoPlists: infoPlists))
        }
        let plistsByBoundary = Dictionary(grouping: sortedPlists) { nearest($0) }
        let buildingProjects = Dictionary(grouping: Set(shipping.map(\.project.path)).sorted()) { ProjectInventory.folder(of: $0) }
        for folder in boundaries.sorted() {
            let nested = boundaries.filter { $0 != folder && (folder.isEmpty || $0.hasPrefix(folder == "/" ? "/" : folder + "/")) }
            bundles.append(
                AppBundle(
                    kind: .folder, folder: folder, infoPlists: (plistsByBoundary[folder] ?? []).compactMap { plists[$0] },
                    nestedBoundaries: nested, xcodeProjects: buildingProjects[folder] ?? []))
        }
        var loaded = ProjectKnowledge(
            bundles: bundles, boundaries: boundaries, problems: problems.sorted { $0.file.path < $1.file.path },
            projects: projects, contents: contents, sources: inventory.sourceFilesInWalkOrder)
        loaded.membership = Membership(targets: shipping.map(\.target))
        loaded.placeholders = placeholders.sorted()
        loaded.unreadableFiles = unreadable.sorted()
        loaded.xcodeProjectsFound = (inventory.xcodeProjects.map { ProjectInventory.folder(of: $0) } + specs.found).sorted()
        loaded.unreadableSpecs = specs.unreadable
        let documents = Array(inventory.documents)
        loaded.bundlesByDocument = Dictionary(uniqueKeysWithValues: zip(documents, BundleFinder.bundleIndices(of: documents, in: loaded)))
        loaded.problems = (loaded.problems + conflictedStrings(inventory, in: loaded, read: read)).sorted { $0.file.path < $1.file.path }
        loaded.codeLanguagesByBundle = codeLanguages(inventory, in: loaded)
        return loaded
    }

    /// The languages of the `.strings` tables the code looks text up in, by bundle: every `X.lproj/Name.strings` but
    /// `InfoPlist.strings` and the tables of IB documents (`Main.strings` beside `Main.storyboard`).
    private static func codeLanguages(_ inventory: ProjectInventory, in knowledge: ProjectKnowledge) -> [Int: Set<String>] {
        let documentKeys = Set(
            inventory.documents.map { document -> String in
                let slash = document.utf8.lastIndex(of: UInt8(ascii: "/")) ?? document.startIndex
                let name = String(ProjectInventory.lastComponent(document))
                let baseName = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? name
                return StringsTable.pairingKey(folder: String(document[..<slash]), baseName: baseName)
            })
        let tables = inventory.stringsFiles.filter { path in
            ProjectInventory.lastComponent(path) != "InfoPlist.strings" && !documentKeys.contains(ProjectLoader.pairingKey(ofStringsFile: path))
        }.sorted()
        var languages: [Int: Set<String>] = [:]
        for (path, bundles) in zip(tables, BundleFinder.bundleIndices(of: tables, in: knowledge)) {
            let folder = ProjectInventory.parentFolderName(path)
            guard folder.hasSuffix(".lproj") else { continue }
            let language = String(folder.dropLast(".lproj".count))
            guard language != "Base" else { continue }
            for bundle in bundles { languages[bundle, default: []].insert(language) }
        }
        return languages
    }

    /// The `.strings` and `.stringsdict` files that ship (a target lists them, or no Xcode project is there to say)
    /// and hold git's merge-conflict markers: Xcode's build refuses them, so the app does not build.
    private static func conflictedStrings(
        _ inventory: ProjectInventory, in knowledge: ProjectKnowledge, read: @Sendable (String) throws -> [UInt8]
    ) -> [ProjectProblem] {
        let paths = inventory.stringsFiles.union(inventory.stringsdictFiles).sorted()
        let shipped = zip(paths, BundleFinder.bundleIndices(of: paths, in: knowledge)).filter { _, indices in
            indices.contains { knowledge.bundles[$0].targetName != nil || knowledge.bundles[$0].xcodeProjects.isEmpty }
        }
        // A `.strings` file that localizes an IB document is judged with it (`unreadable_strings_file`).
        let documentKeys = Set(
            inventory.documents.map { document -> String in
                let slash = document.utf8.lastIndex(of: UInt8(ascii: "/")) ?? document.startIndex
                let name = String(ProjectInventory.lastComponent(document))
                let baseName = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? name
                return StringsTable.pairingKey(folder: String(document[..<slash]), baseName: baseName)
            })
        return shipped.map(\.0).parallelMap { path -> ProjectProblem? in
            guard let bytes = try? read(path) else { return nil }
            if let line = MergeConflictScanner.firstMarkerLine(in: bytes) {
                let file = SourceFile(url: URL(fileURLWithPath: path), bytes: bytes)
                return ProjectProblem(file: file, line: line, message: "\(file.fileName) has merge-conflict markers: Xcode cannot read this file")
            }
            // A `.strings` file is text (UTF-8, or UTF-16 with a byte order mark) or a property list.
            guard path.hasSuffix(".strings"), !isPropertyList(bytes), !documentKeys.contains(ProjectLoader.pairingKey(ofStringsFile: path)) else {
                return nil
            }
            let file = SourceFile(url: URL(fileURLWithPath: path), bytes: bytes)
            guard let line = firstInvalidLine(file) else { return nil }
            return ProjectProblem(
                file: file, line: line,
                message: "\(file.fileName) cannot be decoded (neither UTF-8 nor UTF-16 with a byte order mark): its strings may not load",
                stopsTheBuild: false)
        }.compactMap { $0 }
    }

    /// An XML (`<?xml`, `<plist`) or binary (`bplist`) property list.
    private static func isPropertyList(_ bytes: [UInt8]) -> Bool {
        let start = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return start.first == UInt8(ascii: "<") || start.starts(with: Array("bplist".utf8))
    }

    /// The 1-based line of the first bytes that could not be decoded: invalid UTF-8 in a UTF-8 file, or the U+FFFD that
    /// stands for invalid UTF-16; nil when the whole file decodes.
    private static func firstInvalidLine(_ file: SourceFile) -> Int? {
        let text = file.text
        if file.hadInvalidBytes {
            let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
            guard text.count >= 3 else { return 1 }
            let index = (0...(text.count - 3)).first { text[$0] == 0xEF && Array(text[$0..<$0 + 3]) == replacement } ?? 0
            return file.lines.position(of: index, in: .utf8).line + 1
        }
        guard String(validating: text, as: UTF8.self) == nil else { return nil }
        return UTF8Validation.firstInvalidLine(in: text) ?? 1
    }

    /// Whether the file at `path` is a stand-in for its content (`PlaceholderFile`): skipped, not a problem.
    static func isPlaceholder(_ path: String, _ contents: FileContents) -> Bool {
        (try? contents.read(path)).flatMap(PlaceholderFile.kind(of:)) != nil
    }

    static func problem(_ issue: ProjectIssue, path: String, _ contents: FileContents) -> ProjectProblem {
        let file = SourceFile(
            url: URL(fileURLWithPath: issue.path.isEmpty ? path : issue.path),
            bytes: (try? contents.read(issue.path.isEmpty ? path : issue.path)) ?? [])
        return ProjectProblem(file: file, line: issue.line, message: issue.message)
    }
}
