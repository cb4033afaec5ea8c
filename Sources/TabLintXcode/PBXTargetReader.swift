/// Builds `XcodeTarget`s from the objects of a `project.pbxproj`.
struct PBXTargetReader {
    let objects: PBXObjects
    let project: PBXObject
    let projectPath: String
    let sourceRoot: String
    let contents: (String) throws -> [UInt8]
    let paths: PBXPathResolver
    /// The `.xcconfig` files read so far: targets of one project mostly share theirs.
    let xcconfigs = XCConfigCache()
    /// Every `PBXFileSystemSynchronizedRootGroup` of the project.
    private let synchronizedGroups: [PBXObject]

    init(
        objects: PBXObjects, project: PBXObject, projectPath: String, sourceRoot: String,
        contents: @escaping (String) throws -> [UInt8]
    ) {
        self.objects = objects
        self.project = project
        self.projectPath = projectPath
        self.sourceRoot = sourceRoot
        self.contents = contents
        self.paths = PBXPathResolver(objects: objects, sourceRoot: sourceRoot)
        self.synchronizedGroups = objects.all.filter { $0.isa("PBXFileSystemSynchronizedRootGroup") }.sorted { $0.id < $1.id }
    }

    func targets() -> [XcodeTarget] {
        project.objects("targets").compactMap(target)
    }

    private func target(_ object: PBXObject) -> XcodeTarget? {
        let productType: ProductType
        switch object.isa {
        case "PBXNativeTarget": productType = ProductType(identifier: object.string("productType") ?? "")
        case "PBXAggregateTarget", "PBXLegacyTarget": productType = .other(object.isa)
        default: return nil
        }
        let name = object.string("name") ?? object.string("productName") ?? object.id
        var resources: [String] = []
        var sources: [String] = []
        for phase in object.objects("buildPhases") {
            switch phase.isa {
            case "PBXResourcesBuildPhase": resources += files(of: phase)
            case "PBXSourcesBuildPhase", "PBXHeadersBuildPhase": sources += files(of: phase)
            default: continue
            }
        }
        // Build settings say where the Info.plist is and which devices the app runs on, which matters only for
        // targets whose bundles carry interface files; a test target's or library's are never read.
        let settings = productType.shipsInterface ? buildSettings(for: object, name: name) : BuildSettings()
        var keys: [String: String] = [:]
        let prefix = "INFOPLIST_KEY_"
        for key in settings.keys(withPrefix: prefix) {
            keys[String(key.dropFirst(prefix.count))] = settings.expanded(key) ?? ""
        }
        return XcodeTarget(
            name: name, productType: productType, resourceFiles: resources, sourceFiles: sources,
            synchronizedFolders: synchronizedFolders(of: object),
            infoPlistPath: settings.expanded("INFOPLIST_FILE").map { ProjectPath.join(sourceRoot, $0) },
            infoPlistKeys: keys, infoPlistDefinitions: infoPlistDefinitions(settings),
            deviceFamily: settings.expanded("TARGETED_DEVICE_FAMILY").map(DeviceFamily.families(fromSetting:)) ?? [],
            sdkRoot: settings.expanded("SDKROOT"),
            dependencies: dependencies(of: object), iOSDeploymentTarget: settings.expanded("IPHONEOS_DEPLOYMENT_TARGET"))
    }

    /// The macros the target's Info.plist is preprocessed with: `INFOPLIST_PREPROCESSOR_DEFINITIONS`, then those
    /// its `INFOPLIST_PREFIX_HEADER` defines (a header that cannot be read defines none).
    private func infoPlistDefinitions(_ settings: BuildSettings) -> [String: String] {
        let defined = InfoPlistPreprocessor.definitions(fromSetting: settings.expanded("INFOPLIST_PREPROCESSOR_DEFINITIONS") ?? "")
        guard let header = settings.expanded("INFOPLIST_PREFIX_HEADER"), let bytes = try? contents(ProjectPath.join(sourceRoot, header))
        else { return defined }
        return InfoPlistPreprocessor.macros(definedBy: bytes, after: defined)
    }

    /// The files of a build phase; `productRef` entries (Swift packages) have no file and are skipped.
    private func files(of phase: PBXObject) -> [String] {
        phase.objects("files").flatMap { buildFile -> [String] in
            guard let reference = buildFile.object("fileRef") else { return [] }
            return paths.files(of: reference)
        }
    }

    /// The synchronized folders the target lists, less its exceptions, then folders it does not list whose
    /// exception sets name it: those exceptions are the files of that folder the target gets.
    private func synchronizedFolders(of target: PBXObject) -> [SynchronizedFolder] {
        let listed = target.objects("fileSystemSynchronizedGroups")
        var folders = listed.compactMap { group -> SynchronizedFolder? in
            guard let folder = paths.path(of: group) else { return nil }
            let (plain, localized) = exceptions(of: group, for: target, in: folder)
            return SynchronizedFolder(path: folder, excluded: plain, excludedLocalized: localized)
        }
        for group in synchronizedGroups where !listed.contains(where: { $0.number == group.number }) {
            guard let folder = paths.path(of: group) else { continue }
            let (plain, localized) = exceptions(of: group, for: target, in: folder)
            guard !plain.isEmpty || !localized.isEmpty else { continue }
            folders.append(SynchronizedFolder(path: folder, included: plain, includedLocalized: localized))
        }
        return folders
    }

    /// The absolute paths an exception set of `group` names for `target`; localized ones (`/Localized/Sub/A.xib`)
    /// apart, without their `*.lproj` component.
    private func exceptions(of group: PBXObject, for target: PBXObject, in folder: String) -> (Set<String>, Set<String>) {
        var plain: Set<String> = []
        var localized: Set<String> = []
        for exception in group.objects("exceptions")
        where exception.isa("PBXFileSystemSynchronizedBuildFileExceptionSet") && exception.object("target")?.number == target.number {
            for member in exception.strings("membershipExceptions") {
                let prefix = "/Localized/"
                if member.hasPrefix(prefix) {
                    localized.insert(ProjectPath.join(folder, String(member.dropFirst(prefix.count))))
                } else {
                    plain.insert(ProjectPath.join(folder, member.hasPrefix("/") ? "." + member : member))
                }
            }
        }
        return (plain, localized)
    }

    private func dependencies(of target: PBXObject) -> [String] {
        let names = target.objects("dependencies").compactMap { dependency -> String? in
            if let name = dependency.object("target")?.string("name") { return name }
            if let name = dependency.string("name") { return name }
            guard let proxy = dependency.object("targetProxy") else { return nil }
            return proxy.string("remoteInfo")
        }
        return unique(names)
    }

    private func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
