import TabLintSource

/// An XcodeGen spec: `project.yml` with the specs it includes merged under it, as one mapping.
///
/// `include:` names other spec files (a path, or `{path, relativePaths, enable}`), read in order, each merged under
/// the file that includes it (`XcodeGenNode.merged(onto:)`). With `relativePaths` (the default) an included file's
/// paths are relative to its own folder, else to those of the file including it. A file included twice is merged
/// once, the first time; one that includes itself, directly or through others, is not read again. Environment
/// variables (`${NAME}`) are not expanded: `enable: ${FLAG}` is false, as XcodeGen reads it when `FLAG` is unset.
struct XcodeGenSpec {
    /// Absolute path of the spec file named (`project.yml`).
    let path: String
    /// The folder holding it: XcodeGen's base path, where it writes the `.xcodeproj` (`SRCROOT`).
    let folder: String
    /// The merged spec, a mapping.
    let root: XcodeGenNode

    /// Top-level keys only an XcodeGen spec has: a YAML file without one of them is some other tool's.
    static let specificKeys: Set<String> = ["targets", "include", "targetTemplates", "aggregateTargets"]

    /// Reads the spec at `path` and what it includes; nil when the file is YAML but no XcodeGen spec (a mapping
    /// without any of `specificKeys`).
    static func load(at path: String, contents: @escaping (String) throws -> [UInt8]) -> Result<XcodeGenSpec?, ProjectIssue> {
        let folder = ProjectPath.parent(path)
        var loader = Loader(contents: contents)
        let file = SpecFile(path: path, basePath: folder, includeBase: folder, contentBase: folder)
        do throws(ProjectIssue) {
            let own = try loader.parse(file)
            guard own.entries?.contains(where: { specificKeys.contains($0.key) }) == true else { return .success(nil) }
            let root = try loader.merge(file, own: own)
            return .success(XcodeGenSpec(path: path, folder: folder, root: root))
        } catch {
            return .failure(error)
        }
    }

    /// One spec file with XcodeGen's folders for it (its `SpecFile`'s): `basePath`, which the files it includes
    /// without `relativePaths` are found from; `includeBase`, `basePath` with its own folder relative to it, which
    /// those it includes with `relativePaths` are found from; and `contentBase`, which the paths written in it
    /// resolve against (the file's own folder as long as every include on the way is relative).
    private struct SpecFile {
        let path: String
        let basePath: String
        let includeBase: String
        let contentBase: String
    }

    private struct Loader {
        let contents: (String) throws -> [UInt8]
        /// Files merged so far: each is merged once.
        var merged: Set<String> = []

        /// The file's own values (an empty file is an empty mapping); an included file must be a mapping. A file that
        /// cannot be read is an issue of the `include` entry naming it, when there is one.
        func parse(_ file: SpecFile, includedBy entry: XcodeGenNode? = nil) throws(ProjectIssue) -> XcodeGenNode {
            let name = ProjectPath.lastComponent(file.path)
            let bytes: [UInt8]
            do {
                bytes = try contents(file.path)
            } catch {
                guard let entry else { throw ProjectIssue(path: file.path, message: "\(name) cannot be read: \(XcodeProject.reason(error))") }
                let named = entry.string ?? entry["path"]?.string ?? name
                throw ProjectIssue(
                    path: entry.origin.file, line: entry.origin.line, column: entry.origin.column,
                    message: "The included spec '\(named)' cannot be read: \(XcodeProject.reason(error))")
            }
            if let line = MergeConflictScanner.firstMarkerLine(in: bytes) {
                throw ProjectIssue(path: file.path, line: line, column: 1, message: "\(name) has merge-conflict markers: XcodeGen cannot read it")
            }
            let node = try XcodeGenNode.parse(bytes, file: file.path, base: file.contentBase).get()
            if node.isNull { return XcodeGenNode(.map([]), origin: node.origin) }
            guard node.entries != nil || entry == nil else {
                throw ProjectIssue(
                    path: file.path, line: node.origin.line, column: node.origin.column,
                    message: "\(name) must be a mapping of keys to values, not \(node.kindName)")
            }
            return node
        }

        /// The file's mapping laid over what it includes, merged in order. A file merged already (included twice, or
        /// including a file that includes it) is not merged again.
        mutating func merge(_ file: SpecFile, own: XcodeGenNode) throws(ProjectIssue) -> XcodeGenNode {
            merged.insert(file.path)
            var result = XcodeGenNode(.map([]), origin: own.origin)
            for (include, entry) in try includes(of: own, in: file) {
                guard !merged.contains(include.path) else { continue }
                let included = try parse(include, includedBy: entry)
                result = try merge(include, own: included).merged(onto: result)
            }
            return own.merged(onto: result)
        }

        /// The files `include:` names that are enabled, with the node naming each.
        private func includes(of spec: XcodeGenNode, in file: SpecFile) throws(ProjectIssue) -> [(SpecFile, XcodeGenNode)] {
            guard let include = spec["include"] else { return [] }
            var found: [(SpecFile, XcodeGenNode)] = []
            for entry in include.list ?? [include] {
                let path: String
                var relativePaths = true
                if let string = entry.string {
                    path = string
                } else if let named = entry["path"]?.string {
                    path = named
                    relativePaths = entry["relativePaths"]?.bool ?? true
                    if entry["enable"]?.bool == false { continue }
                } else {
                    throw ProjectIssue(
                        path: entry.origin.file, line: entry.origin.line, column: entry.origin.column,
                        message: "An include must be a path or a mapping with 'path', not \(entry.kindName)")
                }
                let basePath = relativePaths ? file.includeBase : file.basePath
                let folder = relativePaths ? ProjectPath.parent(path) : "."
                let included = SpecFile(
                    path: ProjectPath.join(basePath, path), basePath: basePath, includeBase: ProjectPath.join(basePath, folder),
                    contentBase: ProjectPath.join(file.contentBase, folder))
                found.append((included, entry))
            }
            return found
        }
    }
}
