/// Builds the `XcodeTarget` XcodeGen generates from one target of a spec.
///
/// - `type` is the product type (`application`, `app-extension`, ...: Xcode's identifiers without
///   `com.apple.product-type.`); `legacy:` makes an external build system target.
/// - `platform` gives `SDKROOT` and the device family XcodeGen's presets set (iOS `1,2`, tvOS `3`, watchOS `4`,
///   visionOS `7`; with `supportedDestinations`, theirs), unless `options.settingPresets` turns target presets off.
/// - `sources` are folders (or files) whose files the target gets (`SynchronizedFolder`), less `excludes` and
///   limited to `includes`; `buildPhase: none` leaves a source out, `type: folder` is a folder reference.
/// - `settings`, `configFiles` (both also the project's) and `info` give the build settings TabLint reads, in the
///   Release configuration when the spec has one (`XcodeGenTargetReader+Settings`).
/// - `dependencies` with `target:` name the targets it depends on.
struct XcodeGenTargetReader {
    let spec: XcodeGenSpec
    /// Absolute path of the `.xcodeproj` XcodeGen writes.
    let projectPath: String
    /// Paths of files that may be Info.plists (sorted): where neither a setting nor `info.path` names a target's,
    /// XcodeGen uses the first `Info.plist` in its sources.
    let infoPlistCandidates: [String]
    let contents: (String) throws -> [UInt8]
    /// The `.xcconfig` files read so far: targets of one spec mostly share theirs.
    let xcconfigs = XCConfigCache()

    func target(named name: String, _ node: XcodeGenNode) throws(ProjectIssue) -> XcodeTarget {
        guard node.entries != nil else { throw XcodeGenSpec.issue("Target '\(name)' must be a mapping, not \(node.kindName)", at: node) }
        let productType: ProductType
        if node["legacy"] != nil {
            productType = .other("PBXLegacyTarget")
        } else if let type = node["type"]?.string {
            productType = ProductType(identifier: type)
        } else {
            throw XcodeGenSpec.issue("Target '\(name)' has no 'type': XcodeGen cannot generate it", at: node)
        }
        let platform = try self.platform(of: node, named: name)
        let (synchronized, folderReferences) = try sources(of: node, named: name)
        var infoPlistKeys: [String: String] = [:]
        var infoPlistPath: String? = nil
        var deviceFamily: Set<DeviceFamily> = []
        var sdkRoot: String? = nil
        // As the pbxproj reader: settings matter only for targets whose bundles carry interface files.
        if productType.shipsInterface {
            let settings = buildSettings(of: node, named: name, platform: platform, sources: synchronized.map(\.path))
            let prefix = "INFOPLIST_KEY_"
            for key in settings.keys(withPrefix: prefix) { infoPlistKeys[String(key.dropFirst(prefix.count))] = settings.expanded(key) ?? "" }
            infoPlistPath = settings.expanded("INFOPLIST_FILE").map { ProjectPath.join(spec.folder, $0) }
            deviceFamily = settings.expanded("TARGETED_DEVICE_FAMILY").map(DeviceFamily.families(fromSetting:)) ?? []
            sdkRoot = settings.expanded("SDKROOT")
        }
        return XcodeTarget(
            name: name, productType: productType, resourceFiles: folderReferences, synchronizedFolders: synchronized,
            infoPlistPath: infoPlistPath, infoPlistKeys: infoPlistKeys, deviceFamily: deviceFamily, sdkRoot: sdkRoot,
            dependencies: dependencies(of: node), specInfoPlist: specInfoPlist(of: node))
    }

    /// A target's platform (`iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`, or `auto` with `supportedDestinations`).
    private func platform(of node: XcodeGenNode, named name: String) throws(ProjectIssue) -> XcodeGenPlatform {
        let destinations = node["supportedDestinations"]?.strings ?? []
        guard let written = node["platform"] else {
            if !destinations.isEmpty || node["legacy"] != nil { return XcodeGenPlatform(name: "auto", destinations: destinations)! }
            throw XcodeGenSpec.issue("Target '\(name)' has no 'platform': XcodeGen cannot generate it", at: node)
        }
        guard let text = written.string, let platform = XcodeGenPlatform(name: text, destinations: destinations) else {
            let known = XcodeGenPlatform.names.joined(separator: ", ")
            throw XcodeGenSpec.issue(
                "Target '\(name)' has an unknown platform '\(written.string ?? written.kindName)' (XcodeGen knows \(known))", at: written)
        }
        return platform
    }

    /// The target's synchronized folders, and its folder references (`type: folder`, whose files are resources).
    private func sources(of node: XcodeGenNode, named name: String) throws(ProjectIssue) -> ([SynchronizedFolder], [String]) {
        guard let sources = node["sources"] else { return ([], []) }
        var folders: [SynchronizedFolder] = []
        var references: [String] = []
        for source in sources.list ?? [sources] {
            if let path = source.path {
                folders.append(SynchronizedFolder(xcodeGenSource: path))
                continue
            }
            guard source.entries != nil, let path = source["path"]?.path else {
                throw XcodeGenSpec.issue("A source of target '\(name)' must be a path or a mapping with 'path', not \(source.kindName)", at: source)
            }
            if source["buildPhase"]?.string == "none" { continue }
            if source["type"]?.string == "folder" {
                references.append(path)
                continue
            }
            var patterns: [String: [SourceGlob]] = [:]
            for key in ["excludes", "includes"] {
                guard let written = source[key] else { continue }
                guard let globs = written.strings else {
                    throw XcodeGenSpec.issue(
                        "'\(key)' of a source of target '\(name)' must be a list of patterns, not \(written.kindName)", at: written)
                }
                patterns[key] = globs.filter { !$0.isEmpty }.map(SourceGlob.init)
            }
            folders.append(SynchronizedFolder(xcodeGenSource: path, excludes: patterns["excludes"] ?? [], includes: patterns["includes"] ?? []))
        }
        return (folders, references)
    }

    /// Names of the targets the target depends on (`- target: Name`), each once.
    private func dependencies(of node: XcodeGenNode) -> [String] {
        var seen: Set<String> = []
        return (node["dependencies"]?.list ?? []).compactMap { $0["target"]?.string }.filter { seen.insert($0).inserted }
    }

    /// `info.properties`, the Info.plist XcodeGen writes at `info.path`, as one read from the spec: its path is the
    /// spec file's, and each key's line is where the spec writes it.
    private func specInfoPlist(of node: XcodeGenNode) -> InfoPlist? {
        guard let properties = node["info"]?["properties"], let entries = properties.entries else { return nil }
        var keys: [String: Any] = [:]
        var lines: [String: Int] = [:]
        for entry in entries {
            keys[entry.key] = entry.value.propertyListValue
            lines[entry.key] = entry.keyLine
        }
        return InfoPlist(path: properties.origin.file, keys: keys, keyLines: lines)
    }
}
