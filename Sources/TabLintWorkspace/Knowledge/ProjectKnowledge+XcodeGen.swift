import TabLintParallel
import TabLintSource
import TabLintXcode

extension ProjectKnowledge {
    /// What became of an inventory's XcodeGen specs (`readSpecs`).
    struct SpecReading {
        var projects: [XcodeProject] = []
        /// The specs the evidence lists as projects: read, unreadable, stand-ins, and those not needed that an
        /// `.xcodeproj` folder beside them shows to be a project's.
        var found: [String] = []
        var problems: [ProjectProblem] = []
        /// Specs read that XcodeGen could not generate a project from (`found`, with a problem saying why).
        var unreadable: Set<String> = []
        var placeholders: [String] = []
        /// Specs that could not be read, with no `.xcodeproj` beside them to say they are XcodeGen's (some other
        /// tool may read a `project.yml`): noted in the evidence, never a finding.
        var unreadableFiles: [String] = []
    }

    /// Reads the XcodeGen specs (`project.yml`) of the inventory that stand for a project: those in a folder without
    /// a `project.pbxproj` (a committed project is read instead), in a project folder that holds a UIKit document
    /// (`projectFolders`; nil: every one). A YAML file that is no XcodeGen spec is left alone.
    static func readSpecs(
        _ inventory: ProjectInventory, projectFolders: Set<String>?, contents: FileContents, read: @escaping @Sendable (String) throws -> [UInt8]
    ) -> SpecReading {
        let generated = Set(inventory.xcodeProjects.map { ProjectInventory.folder(of: ProjectInventory.folder(of: $0)) })
        let withProjectFolder = Set(inventory.xcodeprojFolders.map { ProjectInventory.folder(of: $0) })
        let specs = inventory.xcodeGenSpecs.sorted().filter { !generated.contains(ProjectInventory.folder(of: $0)) }
        var reading = SpecReading()
        let needed = specs.filter { spec in
            let folder = ProjectInventory.folder(of: spec)
            guard projectFolders?.contains(folder) ?? true else {
                if withProjectFolder.contains(folder) { reading.found.append(spec) }
                return false
            }
            return true
        }
        let candidates = Array(inventory.infoPlists)
        let results = needed.parallelMap { XcodeGenProject.read(specAt: $0, infoPlistCandidates: candidates, contents: read) }
        for (spec, result) in zip(needed, results) {
            switch result {
            case .success(let project?):
                reading.projects.append(project)
                reading.found.append(spec)
            case .success(nil) where isPlaceholder(spec, contents), .failure where isPlaceholder(spec, contents):
                // git-crypt ciphertext is no YAML, and a git LFS pointer is YAML of another kind.
                reading.placeholders.append(spec)
                reading.found.append(spec)
            case .success(nil):
                continue
            case .failure(let issue):
                if withProjectFolder.contains(ProjectInventory.folder(of: spec)) {
                    // Beside an `.xcodeproj` without its `project.pbxproj`, the spec is what the project is made from.
                    reading.problems.append(problem(issue, path: spec, contents))
                    reading.unreadable.insert(spec)
                    reading.found.append(spec)
                } else {
                    reading.unreadableFiles.append(spec)
                }
            }
        }
        return reading
    }
}
