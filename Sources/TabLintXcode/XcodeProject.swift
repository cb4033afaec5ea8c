import Foundation
import TabLintSource

/// An Xcode project (`X.xcodeproj`): its targets with their files, Info.plists and settings.
package struct XcodeProject: Sendable {
    /// Absolute path of the `.xcodeproj` folder (for a project read from an XcodeGen spec, the one XcodeGen writes,
    /// which may not be there).
    package let path: String
    /// The folder holding it (`SRCROOT`, with `projectDirPath` applied).
    package let folder: String
    package let targets: [XcodeTarget]
    /// The XcodeGen spec (`project.yml`) the project was read from, for a project XcodeGen generates whose
    /// `project.pbxproj` is not there (`XcodeGenProject`); nil for a project read from its `project.pbxproj`.
    package let spec: String?

    package init(path: String, folder: String, targets: [XcodeTarget], spec: String? = nil) {
        self.path = path
        self.folder = folder
        self.targets = targets
        self.spec = spec
    }

    /// The target with this name.
    package func target(named name: String) -> XcodeTarget? { targets.first { $0.name == name } }

    /// The targets a file belongs to.
    package func targets(containing path: String) -> [XcodeTarget] { targets.filter { $0.contains(path) } }

    /// Whether a path is a source file of some target (`XcodeTarget.containsSource`), for many paths: one look in
    /// the targets' listed sources together, where asking each target hashed the path once per target (a CocoaPods
    /// project has one per pod); only targets with synchronized folders are asked one by one.
    package func sourceOfAnyTarget() -> (String) -> Bool {
        var listed = Set<String>()
        for target in targets { listed.formUnion(target.sourceFiles) }
        let synchronized = targets.filter { !$0.synchronizedFolders.isEmpty }
        return { path in
            listed.contains(ProjectPath.standardizedIfNeeded(path)) || synchronized.contains { $0.containsSource(path) }
        }
    }

    /// Reads `project.pbxproj` (and the `.xcconfig` files its configurations are based on) through `contents`.
    package static func read(
        at xcodeprojPath: String, contents: (String) throws -> [UInt8] = diskContents
    ) -> Result<XcodeProject, ProjectIssue> {
        let projectPath = absolute(xcodeprojPath)
        let pbxprojPath = projectPath + "/project.pbxproj"
        let bytes: [UInt8]
        do {
            bytes = try contents(pbxprojPath)
        } catch {
            return .failure(ProjectIssue(path: pbxprojPath, message: "project.pbxproj cannot be read: \(reason(error))"))
        }
        if let line = MergeConflictScanner.firstMarkerLine(in: bytes) {
            return .failure(
                ProjectIssue(
                    path: pbxprojPath, line: line, column: 1,
                    message: "project.pbxproj has merge-conflict markers: Xcode cannot open it"))
        }
        let arena: PlistArena
        switch PropertyListReader.arena(from: bytes, path: pbxprojPath, kind: "project.pbxproj") {
        case .success(let read): arena = read
        case .failure(let issue): return .failure(issue)
        }
        let objects = PBXObjects(arena: arena, objects: arena.value("objects", in: arena.root))
        guard let rootID = arena.value("rootObject", in: arena.root), let project = objects.object(named: rootID),
            project.isa("PBXProject")
        else {
            return .failure(ProjectIssue(path: pbxprojPath, message: "project.pbxproj has no PBXProject root object"))
        }
        var folder = ProjectPath.parent(projectPath)
        if let directory = project.string("projectDirPath"), !directory.isEmpty {
            folder = ProjectPath.join(folder, directory)
        }
        let targets = withoutActuallyEscaping(contents) { contents in
            PBXTargetReader(
                objects: objects, project: project, projectPath: projectPath, sourceRoot: folder, contents: contents
            ).targets()
        }
        return .success(XcodeProject(path: projectPath, folder: folder, targets: targets))
    }

    /// Reads a file from disk.
    package static func diskContents(_ path: String) throws -> [UInt8] {
        try SourceFile.readBytes(atPath: path)
    }

    /// `path` made absolute (against the current directory) and standardized, without a trailing slash.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return ProjectPath.standardize(path) }
        return ProjectPath.join(FileManager.default.currentDirectoryPath, path)
    }

    static func reason(_ error: Error) -> String {
        let error = error as NSError
        if error.domain == NSCocoaErrorDomain, error.code == NSFileReadNoSuchFileError { return "no such file" }
        return error.localizedDescription
    }
}
