import Foundation
import TabLintModel
import TabLintSource

/// Where a project's bytes come from: the disk (`tablint lint`) or memory (examples, editors' buffers).
package enum FileContents: Sendable {
    case disk
    case memory([String: [UInt8]])

    package func read(_ path: String) throws -> [UInt8] {
        switch self {
        case .disk:
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe))
        case .memory(let files):
            guard let bytes = files[path] else { throw CocoaError(.fileNoSuchFile) }
            return bytes
        }
    }
}

/// Builds a workspace from an inventory of files, whatever they come from.
///
/// Documents are parsed in parallel; a `.strings` file is read only when an IB document of its name exists
/// (TabLint looks up nothing else in it); of the asset catalogs only the groups' `Contents.json` are read
/// (for their namespace): sets are known by their folder names.
package enum ProjectLoader {
    package static func workspace(_ inventory: ProjectInventory, roots: [URL], contents: FileContents) -> Workspace {
        let documentPaths = inventory.documents.sorted()
        let files = documentPaths.parallelMap { path in
            DocumentLoader.load(url: URL(fileURLWithPath: path)) { try contents.read(path) }
        }
        let documentKeys = Set(files.map { StringsTable.pairingKey(folder: $0.source.folderPath, baseName: $0.source.baseName) })
        let stringsPaths = inventory.stringsFiles.sorted().filter { path in
            let slash = path.lastIndex(of: "/")!
            let name = ProjectInventory.lastComponent(path).dropLast(".strings".count)
            return documentKeys.contains(StringsTable.pairingKey(folder: String(path[..<slash]), baseName: String(name)))
        }
        let tables = stringsPaths.parallelMap { path in readStrings(path, contents) }
        let namespaces = inventory.groupContents.sorted().parallelMap { path -> GroupNamespace in
            GroupNamespace(folder: String(path[..<path.lastIndex(of: "/")!]), providesNamespace: providesNamespace(path, contents))
        }
        let images = ProjectImages(
            inventory, groupNamespaces: Dictionary(namespaces.map { ($0.folder, $0.providesNamespace) }, uniquingKeysWith: { first, _ in first }))
        return Workspace(files: files, roots: roots, resources: ProjectResources(images: images, stringsTables: tables))
    }

    private struct GroupNamespace: Sendable {
        let folder: String
        let providesNamespace: Bool?
    }

    static func readStrings(_ path: String, _ contents: FileContents) -> StringsTable {
        let url = URL(fileURLWithPath: path)
        do {
            return StringsFileReader.read(SourceFile(url: url, bytes: try contents.read(path)))
        } catch {
            return StringsTable(
                source: SourceFile(url: url, bytes: []), entries: [:], keyRanges: [:],
                problem: StringsTable.Problem(message: "the file cannot be read (\(error.localizedDescription))", range: 0..<0))
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

extension Workspace {
    /// A workspace made of files in memory (path → bytes), built exactly as one read from disk: paths are
    /// sorted into documents, `.strings` files, asset catalog sets and groups, and images by the same rules.
    package static func inMemory(_ files: [String: [UInt8]], roots: [URL]) -> Workspace {
        var inventory = ProjectInventory()
        for path in files.keys { inventory.addFile(path) }
        return ProjectLoader.workspace(inventory, roots: roots, contents: .memory(files))
    }
}
