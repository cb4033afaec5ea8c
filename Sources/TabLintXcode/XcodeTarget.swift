import TabLintSource

/// One target of an Xcode project, with the files it builds and ships.
package struct XcodeTarget: Sendable, Hashable {
    package let name: String
    package let productType: ProductType
    /// Absolute, standardized paths from the Resources build phase, each once; variant groups expand to each child
    /// (`Base.lproj/Main.storyboard`, `de.lproj/Main.strings`); folder references and asset catalogs are folders.
    package let resourceFiles: [String]
    /// Absolute, standardized paths from the Sources (and Headers) build phases, each once.
    package let sourceFiles: [String]
    /// Xcode 16 synchronized folders the target lists in `fileSystemSynchronizedGroups`.
    package let synchronizedFolders: [SynchronizedFolder]
    /// `INFOPLIST_FILE`, expanded and absolute. Build settings (this, `infoPlistKeys`, `deviceFamily`, `sdkRoot`)
    /// are read only for targets whose product ships interface files (`ProductType.shipsInterface`).
    package let infoPlistPath: String?
    /// `INFOPLIST_KEY_*` build settings without the prefix.
    package let infoPlistKeys: [String: String]
    /// The macros the Info.plist's preprocessing pass starts with (`InfoPlistPreprocessor.definitions(fromSetting:)`
    /// of `INFOPLIST_PREPROCESSOR_DEFINITIONS`, then the `#define` lines of `INFOPLIST_PREFIX_HEADER`).
    package let infoPlistDefinitions: [String: String]
    /// `TARGETED_DEVICE_FAMILY`; empty when unset.
    package let deviceFamily: Set<DeviceFamily>
    /// `SDKROOT` (`iphoneos`, `macosx`, ...).
    package let sdkRoot: String?
    /// `IPHONEOS_DEPLOYMENT_TARGET` (`11.0`), the oldest iOS the target runs on; nil when unset.
    package let iOSDeploymentTarget: String?
    /// Names of the targets it depends on, best effort.
    package let dependencies: [String]
    /// For a target of an XcodeGen spec, the Info.plist its `info.properties` give (XcodeGen writes it at
    /// `infoPlistPath` when it generates the project), read from the spec: its path is the spec file's. What the
    /// target ships when that file is not there (a repository that commits neither the project nor the plist).
    package let specInfoPlist: InfoPlist?
    /// `resourceFiles` and `sourceFiles` as sets: membership is asked for every file of a project.
    private let resourceSet: Set<String>
    private let sourceSet: Set<String>

    package init(
        name: String, productType: ProductType, resourceFiles: [String] = [], sourceFiles: [String] = [],
        synchronizedFolders: [SynchronizedFolder] = [], infoPlistPath: String? = nil,
        infoPlistKeys: [String: String] = [:], infoPlistDefinitions: [String: String] = [:], deviceFamily: Set<DeviceFamily> = [],
        sdkRoot: String? = nil, dependencies: [String] = [], specInfoPlist: InfoPlist? = nil, iOSDeploymentTarget: String? = nil
    ) {
        self.name = name
        self.productType = productType
        (self.resourceFiles, self.resourceSet) = Self.unique(resourceFiles)
        (self.sourceFiles, self.sourceSet) = Self.unique(sourceFiles)
        self.synchronizedFolders = synchronizedFolders
        self.infoPlistPath = infoPlistPath
        self.infoPlistKeys = infoPlistKeys
        self.infoPlistDefinitions = infoPlistDefinitions
        self.deviceFamily = deviceFamily
        self.sdkRoot = sdkRoot
        self.iOSDeploymentTarget = iOSDeploymentTarget
        self.dependencies = dependencies
        self.specInfoPlist = specInfoPlist
    }

    /// `paths` without repeats, in their order, and as a set: one hash per path for both (a project lists a file
    /// twice when two build files name it).
    private static func unique(_ paths: [String]) -> ([String], Set<String>) {
        var set = Set<String>(minimumCapacity: paths.count)
        var repeated = false
        for path in paths where !set.insert(path).inserted { repeated = true }
        guard repeated else { return (paths, set) }
        var listed = Set<String>(minimumCapacity: set.count)
        return (paths.filter { listed.insert($0).inserted }, set)
    }

    /// Whether a file (absolute path) belongs to the target: a resource or source file, a file under a resource
    /// folder (folder reference, asset catalog, bundle), or a file in a synchronized folder that is not left out.
    package func contains(_ path: String) -> Bool {
        let path = ProjectPath.standardizedIfNeeded(path)
        if sourceSet.contains(path) { return true }
        // The file itself, or a folder above it (a folder reference, an asset catalog), is a resource.
        var candidate = path
        while !candidate.isEmpty, candidate != "/", candidate != "." {
            if resourceSet.contains(candidate) { return true }
            candidate = ProjectPath.parent(candidate)
        }
        return synchronizedFolders.contains { $0.contains(path) }
    }

    /// Whether a file is one of the target's source files: in a Sources or Headers build phase, or a source file
    /// (by extension) in one of its synchronized folders (or XcodeGen sources).
    package func containsSource(_ path: String) -> Bool {
        let path = ProjectPath.standardizedIfNeeded(path)
        if sourceSet.contains(path) { return true }
        // Most targets have no synchronized folder: then the path's extension does not matter.
        if synchronizedFolders.isEmpty { return false }
        let name = ProjectPath.lastComponent(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), Self.sourceExtensions.contains(String(name[name.utf8.index(after: dot)...]))
        else { return false }
        return synchronizedFolders.contains { $0.contains(path) }
    }

    /// Extensions Xcode compiles (or treats as headers) rather than copies.
    static let sourceExtensions: Set<String> = [
        "swift", "m", "mm", "c", "cc", "cpp", "cxx", "h", "hh", "hpp", "metal", "intentdefinition", "xcdatamodeld",
    ]
}
