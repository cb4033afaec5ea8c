/// The Xcode project XcodeGen (github.com/yonaskolb/XcodeGen) generates from a spec, read from the spec: for a
/// repository that commits `project.yml` and not the `.xcodeproj`'s `project.pbxproj` (XcodeGen writes it).
///
/// What TabLint needs of the project comes from the spec as XcodeGen would write it: the targets
/// (`XcodeGenSpec.targets()`: templates and multi-platform targets resolved), each with its product type, the files
/// its sources give it, its Info.plist and device family (`XcodeGenTargetReader`), and `aggregateTargets`. Only the
/// spec and what it names are read (included specs, `.xcconfig` files); the folders are not listed: a source's
/// files are known by their paths (`SynchronizedFolder`), as TabLint meets them.
package enum XcodeGenProject {
    /// The spec file `xcodegen generate` reads by default.
    package static let specFileName = "project.yml"

    /// Reads the spec at `specPath` into the project XcodeGen writes: `projectPath`, or `<folder>/<name>.xcodeproj`
    /// beside the spec. `infoPlistCandidates` are the files that may be Info.plists, where XcodeGen searches a
    /// target's sources for one. Nil when the file is YAML but no XcodeGen spec; an issue (with the spec file and
    /// line) when it is not YAML, or is a spec XcodeGen cannot generate a project from.
    package static func read(
        specAt specPath: String, projectPath: String? = nil, infoPlistCandidates: [String] = [],
        contents: (String) throws -> [UInt8] = XcodeProject.diskContents
    ) -> Result<XcodeProject?, ProjectIssue> {
        let specPath = XcodeProject.absolute(specPath)
        return withoutActuallyEscaping(contents) { contents in
            do throws(ProjectIssue) {
                guard let spec = try XcodeGenSpec.load(at: specPath, contents: contents).get() else { return .success(nil) }
                let path: String
                if let projectPath { path = XcodeProject.absolute(projectPath) } else { path = try defaultProjectPath(spec) }
                let reader = XcodeGenTargetReader(
                    spec: spec, projectPath: path, infoPlistCandidates: infoPlistCandidates.sorted(), contents: contents)
                var targets: [XcodeTarget] = []
                for (name, node) in try spec.targets() { targets.append(try reader.target(named: name, node)) }
                targets += try aggregateTargets(spec)
                return .success(XcodeProject(path: path, folder: spec.folder, targets: targets, spec: specPath))
            } catch {
                return .failure(error)
            }
        }
    }

    /// `<folder>/<name>.xcodeproj`: where `xcodegen generate` writes the project.
    private static func defaultProjectPath(_ spec: XcodeGenSpec) throws(ProjectIssue) -> String {
        guard let name = spec.root["name"]?.string, !name.isEmpty else {
            throw ProjectIssue(
                path: spec.path, line: 1, column: 1,
                message: "\(ProjectPath.lastComponent(spec.path)) has no 'name': XcodeGen cannot name the project")
        }
        return ProjectPath.join(spec.folder, name + ".xcodeproj")
    }

    /// `aggregateTargets`, by name: targets that build others (`targets:`) and ship nothing themselves.
    private static func aggregateTargets(_ spec: XcodeGenSpec) throws(ProjectIssue) -> [XcodeTarget] {
        guard let aggregates = spec.root["aggregateTargets"] else { return [] }
        guard let entries = aggregates.entries else {
            throw XcodeGenSpec.issue("'aggregateTargets' must be a mapping of target names to targets, not \(aggregates.kindName)", at: aggregates)
        }
        return entries.map { entry in
            XcodeTarget(name: entry.key, productType: .other("PBXAggregateTarget"), dependencies: entry.value["targets"]?.strings ?? [])
        }.sorted { $0.name < $1.name }
    }
}
