import Foundation
import Testing

@testable import TabLintXcode

/// Reads every `project.pbxproj` and `*.plist` under the folders in `TABLINT_REAL_PROJECTS` (colon-separated, for
/// example `/work/realcode:/work/shared/corpus/real`) and checks what can be checked against the disk: every project
/// reads, app targets' Info.plists exist and the storyboards they name are files of the target. Skipped when unset.
private let realProjectRoots = ProcessInfo.processInfo.environment["TABLINT_REAL_PROJECTS"]?.split(separator: ":")
    .map(String.init)

@Suite(.enabled(if: realProjectRoots != nil))
struct RealProjectsTests {
    static let roots = realProjectRoots

    private static func files(named suffix: String) -> [String] {
        var found: [String] = []
        for root in roots ?? [] {
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(suffix) { found.append(root + "/" + relative) }
            }
        }
        return found.sorted()
    }

    @Test func everyProjectReadsAndItsAppStoryboardsExist() throws {
        let fileManager = FileManager.default
        var projects = 0
        var targets = 0
        var synchronized = 0
        var checkedStoryboards = 0
        var appTargets = 0
        var appPlists = 0
        var listedInterfaceFiles = 0
        var interfaceFilesOnDisk = 0
        var interfaceFilesInATarget = 0
        var read: [XcodeProject] = []
        var problems: [String] = []
        let start = Date()
        for pbxproj in Self.files(named: "project.pbxproj") {
            let projectPath = ProjectPath.parent(pbxproj)
            let project: XcodeProject
            switch XcodeProject.read(at: projectPath) {
            case .success(let read): project = read
            case .failure(let issue):
                problems.append("\(issue)")
                continue
            }
            projects += 1
            targets += project.targets.count
            if project.targets.isEmpty { problems.append("\(projectPath): no targets") }
            read.append(project)
            for target in project.targets {
                synchronized += target.synchronizedFolders.count
                // The snapshots hold only part of each repository, so only interface files are expected on disk.
                for path in target.resourceFiles where Self.isInterfaceFile(path) {
                    listedInterfaceFiles += 1
                    if !fileManager.fileExists(atPath: path) {
                        problems.append("\(projectPath) \(target.name): missing resource \(path)")
                    }
                }
                guard target.productType == .application || target.productType == .appExtension else { continue }
                appTargets += 1
                guard let infoPlistPath = target.infoPlistPath else { continue }
                appPlists += 1
                guard fileManager.fileExists(atPath: infoPlistPath) else {
                    problems.append("\(projectPath) \(target.name): missing Info.plist \(infoPlistPath)")
                    continue
                }
                let plist = try InfoPlist.read(at: infoPlistPath).get().merging(buildSettingKeys: target.infoPlistKeys)
                for name in plist.allStoryboards {
                    checkedStoryboards += 1
                    if storyboard(named: name, in: target) == nil {
                        problems.append("\(projectPath) \(target.name): storyboard '\(name)' not found")
                    }
                }
            }
        }
        // Interface files on disk under any project's folder that some target of some project holds.
        let onDisk = Set(read.flatMap { Self.interfaceFiles(under: $0.folder) })
        interfaceFilesOnDisk = onDisk.count
        for file in onDisk.sorted() {
            if read.contains(where: { !$0.targets(containing: file).isEmpty }) {
                interfaceFilesInATarget += 1
            } else if ProcessInfo.processInfo.environment["TABLINT_REAL_PROJECTS_VERBOSE"] != nil {
                print("  not in a target: \(file)")
            }
        }
        print(
            "real projects: \(projects) read, \(targets) targets, \(synchronized) synchronized folders, "
                + "\(appTargets) app/extension targets, \(appPlists) with INFOPLIST_FILE, "
                + "\(checkedStoryboards) Info.plist storyboards checked, \(listedInterfaceFiles) interface resources "
                + "listed, \(interfaceFilesInATarget) of \(interfaceFilesOnDisk) interface files on disk in a target, "
                + "\(Date().timeIntervalSince(start))s")
        for problem in problems { print("  \(problem)") }
        #expect(projects > 0)
    }

    @Test func everyPlistReadsOrIsAnIssue() {
        var read = 0
        var failed: [ProjectIssue] = []
        for path in Self.files(named: ".plist") {
            switch InfoPlist.read(at: path) {
            case .success: read += 1
            case .failure(let issue): failed.append(issue)
            }
        }
        print("plists: \(read) read, \(failed.count) issues")
        for issue in failed { print("  \(issue)") }
        #expect(read > 0)
    }

    private static func isInterfaceFile(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    private static func interfaceFiles(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if isInterfaceFile(relative) { found.append(ProjectPath.join(folder, relative)) }
        }
        return found
    }

    /// A storyboard or xib named `name` among the target's files, looked up on disk for synchronized folders.
    private func storyboard(named name: String, in target: XcodeTarget) -> String? {
        let candidates =
            name.hasSuffix(".storyboard") || name.hasSuffix(".xib")
            ? [name] : [name + ".storyboard", name + ".xib"]
        if let file = target.resourceFiles.first(where: { candidates.contains(ProjectPath.lastComponent($0)) }) {
            return file
        }
        for folder in target.synchronizedFolders {
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let relative = walker.nextObject() as? String {
                let path = folder.path + "/" + relative
                if candidates.contains(ProjectPath.lastComponent(path)), target.contains(path) { return path }
            }
        }
        return nil
    }
}
