import Foundation
import TabLintModel
import TabLintParallel
import TabLintSource

/// Builds a workspace from an inventory of files, whatever they come from.
///
/// Documents and the groups' `Contents.json` of asset catalogs (for their namespace; sets are known by their
/// folder names) are read in one parallel pass. Then `.strings` files are read, in parallel, only where
/// TabLint uses them: beside a document of their name that has a tab bar controller or a tab bar item, or
/// that such a document's storyboard references name (its controllers' titles can be tab titles). Every
/// other `.strings` file is never opened.
package enum ProjectLoader {
    /// `keepsText: false` lets each document that decoded cleanly drop its text (`DocumentLoader`): for a lint
    /// that neither fixes nor serves an editor.
    package static func workspace(
        _ inventory: ProjectInventory, roots: [URL], contents: FileContents, keepsText: Bool = true
    ) -> Workspace {
        let jobs = inventory.documents.sorted().map(Job.document) + inventory.groupContents.sorted().map(Job.group)
        var files: [LoadedFile] = []
        var namespaces: [String: Bool?] = [:]
        var failures: [String: String] = [:]
        let results = jobs.parallelMap { run($0, contents, keepsText: keepsText) }
        PhaseTimer.mark("documents")
        for result in results {
            switch result {
            case .document(let file, let failure):
                files.append(file)
                if let failure { failures[file.source.path] = failure }
            case .group(let folder, let providesNamespace): namespaces[folder] = providesNamespace
            }
        }
        var resources = resources(for: files, inventory: inventory, namespaces: namespaces, contents: contents)
        resources.unreadable.merge(failures) { mine, _ in mine }
        return Workspace(files: files, roots: roots, resources: resources)
    }

    /// The project resources of an inventory whose documents are already loaded (the language server loads
    /// them in chunks to report progress, and refreshes resources alone when a catalog or `.strings` file
    /// changes).
    /// - Parameter reusing: the Xcode projects read before, of which all but those whose `project.pbxproj` is in
    ///   `changed` are taken as they are (the language server after one project file changed).
    package static func resources(
        for files: [LoadedFile], inventory: ProjectInventory, contents: FileContents, reusing: ProjectKnowledge? = nil,
        changed: Set<String> = []
    ) -> ProjectResources {
        var namespaces: [String: Bool?] = [:]
        for result in inventory.groupContents.sorted().map(Job.group).parallelMap({ run($0, contents, keepsText: true) }) {
            if case .group(let folder, let providesNamespace) = result { namespaces[folder] = providesNamespace }
        }
        return resources(
            for: files, inventory: inventory, namespaces: namespaces, contents: contents,
            reusing: reusing.map { ProjectKnowledge.Reused(projects: $0.projects, changed: changed) })
    }

    private static func resources(
        for files: [LoadedFile], inventory: ProjectInventory, namespaces: [String: Bool?], contents: FileContents,
        reusing: ProjectKnowledge.Reused? = nil
    ) -> ProjectResources {
        let needed = localizedDocuments(files)
        let paths = inventory.stringsFiles.sorted().filter { needed.contains(pairingKey(ofStringsFile: $0)) }
        let read = paths.parallelMap { readStrings($0, contents) }
        // A `.strings` file that is a stand-in for its content is skipped (and listed in the evidence).
        let tables = read.compactMap(\.table)
        let stringsPlaceholders = zip(paths, read).filter { $0.1.table == nil }.map(\.0)
        var unreadable = inventory.unreadable
        for (path, result) in zip(paths, read) { if let failure = result.failure { unreadable[path] = failure } }
        PhaseTimer.mark(".strings")
        var knowledge = ProjectKnowledge.load(inventory, contents: contents, documents: files.compactMap(\.document), reusing: reusing)
        // One folder bundle and no target: every image is the bundle's, as before TabLint read projects.
        // Images are looked up for documents only: a bundle that ships none (a test target, a framework without
        // IB files) needs no index of its own.
        PhaseTimer.mark("Info.plists, bundles")
        // The catalogs and images alone are kept (the rest of the inventory is not).
        let images = inventory.imagesOnly
        if knowledge.bundles.count > 1 {
            knowledge.imagesByBundle = BundleImages(images, knowledge: knowledge, groupNamespaces: namespaces)
        }
        knowledge.placeholders = (knowledge.placeholders + stringsPlaceholders).sorted()
        // A project file (an Xcode project, an Info.plist, an XcodeGen spec) that is a problem because it could not
        // be read at all is unreadable too, not only a finding.
        if !contents.isMemory {
            for problem in knowledge.problems where unreadable[problem.file.path] == nil {
                if let failure = SourceFile.readFailure(atPath: problem.file.path) { unreadable[problem.file.path] = failure }
            }
        }
        var resources = ProjectResources(images: ProjectImages(images, groupNamespaces: namespaces), stringsTables: tables, knowledge: knowledge)
        resources.unreadable = unreadable
        return resources
    }

    /// The pairing keys of the documents whose localizations TabLint reads: UIKit documents with a tab bar
    /// controller or a tab bar item, and the storyboards their references name.
    static func localizedDocuments(_ files: [LoadedFile]) -> Set<String> {
        var keys = Set<String>()
        var referenced = Set<String>()
        for document in files.compactMap(\.document) where document.platform.isUIKit {
            guard document.controllers.contains(where: { $0.kind == .tabBarController || $0.tabBarItem != nil }) else { continue }
            keys.insert(StringsTable.pairingKey(of: document.source))
            for controller in document.controllers { if let name = controller.reference?.storyboardName?.value { referenced.insert(name) } }
        }
        for file in files where referenced.contains(file.source.baseName) {
            keys.insert(StringsTable.pairingKey(of: file.source))
        }
        return keys
    }

    private enum Job: Sendable {
        case document(String)
        case group(String)
    }

    private enum Result: Sendable {
        /// A document, and why it could not be read when it could not.
        case document(LoadedFile, failure: String?)
        case group(folder: String, providesNamespace: Bool?)
    }

    /// A read that failed, in the system's words ("Permission denied"), as its `localizedDescription` says it.
    struct ReadFailure: LocalizedError {
        let reason: String
        var errorDescription: String? { reason }

        /// Why `path` could not be read, after `error`.
        init(_ path: String, _ error: any Error) {
            reason = SourceFile.readFailure(atPath: path) ?? error.localizedDescription
        }
    }

    private static func run(_ job: Job, _ contents: FileContents, keepsText: Bool) -> Result {
        switch job {
        case .document(let path):
            let url = URL(fileURLWithPath: path, isDirectory: false)
            var failure: ReadFailure?
            let file = DocumentLoader.load(url: url, keepsText: keepsText) {
                do {
                    return try contents.read(path)
                } catch {
                    failure = ReadFailure(path, error)
                    throw failure!
                }
            }
            return .document(file, failure: failure?.reason)
        case .group(let path):
            return .group(folder: String(path[..<path.utf8.lastIndex(of: UInt8(ascii: "/"))!]), providesNamespace: providesNamespace(path, contents))
        }
    }

    /// `StringsTable.pairingKey` of a `.strings` file's path: its `.lproj` folder's parent and its name.
    static func pairingKey(ofStringsFile path: String) -> String {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex
        let baseName = ProjectInventory.lastComponent(path).dropLast(".strings".count)
        return StringsTable.pairingKey(folder: String(path[..<slash]), baseName: String(baseName))
    }

    /// The table of the `.strings` file at `path`; `nil` for a stand-in for its content (`PlaceholderFile`). A file
    /// that cannot be read is a table with that problem, and the reason as `failure`.
    static func readStrings(_ path: String, _ contents: FileContents) -> (table: StringsTable?, failure: String?) {
        let url = URL(fileURLWithPath: path, isDirectory: false)
        do {
            let bytes = try contents.read(path)
            guard PlaceholderFile.kind(of: bytes) == nil else { return (nil, nil) }
            return (StringsFileReader.read(SourceFile(url: url, bytes: bytes)), nil)
        } catch {
            let failure = ReadFailure(path, error)
            let table = StringsTable(
                source: SourceFile(url: url, bytes: []), entries: [:], keyRanges: [:],
                problem: StringsTable.Problem(message: "the file cannot be read (\(failure.reason))", range: 0..<0))
            return (table, failure.reason)
        }
    }

    /// A group's `"properties": {"provides-namespace": true}`; `nil` when the file cannot be decoded.
    private static func providesNamespace(_ path: String, _ contents: FileContents) -> Bool? {
        struct Contents: Decodable {
            struct Properties: Decodable {
                let providesNamespace: Bool?
                enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
            }
            let properties: Properties?
        }
        guard let bytes = try? contents.read(path), let decoded = try? JSONDecoder().decode(Contents.self, from: Data(bytes)) else {
            return nil
        }
        return decoded.properties?.providesNamespace ?? false
    }
}
