extension XcodeGenTargetReader {
    /// The configuration whose settings TabLint reads: `Release` when the spec has one (XcodeGen's default
    /// configurations are `Debug` and `Release`), else the first by name, as the pbxproj reader chooses.
    var configuration: String {
        let names = configurationNames
        return names.contains("Release") ? "Release" : names.first ?? "Release"
    }

    /// `configs`' names, sorted; `Debug` and `Release` when the spec names none.
    var configurationNames: [String] {
        let names = (spec.root["configs"]?.entries ?? []).map(\.key).sorted()
        return names.isEmpty ? ["Debug", "Release"] : names
    }

    /// The target's settings in `configuration`, layered as XcodeGen writes them and Xcode reads them: the project's
    /// `.xcconfig` and `settings`, then XcodeGen's platform presets (less what either `.xcconfig` sets: XcodeGen
    /// leaves those out), the target's `.xcconfig` and `settings`, and last `INFOPLIST_FILE` as XcodeGen sets it
    /// when the target's `settings` do not: `info.path`, else the first `Info.plist` in its sources.
    func buildSettings(of node: XcodeGenNode, named name: String, platform: XcodeGenPlatform, sources: [String]) -> BuildSettings {
        let configuration = configuration
        var settings = BuildSettings()
        settings.builtIns = [
            "SRCROOT": spec.folder, "PROJECT_DIR": spec.folder, "SOURCE_ROOT": spec.folder,
            "PROJECT_NAME": ProjectPath.replacing(".xcodeproj", with: "", in: ProjectPath.lastComponent(projectPath)),
            "PROJECT_FILE_PATH": projectPath, "TARGET_NAME": name, "PRODUCT_NAME": node["productName"]?.string ?? name,
            "CONFIGURATION": configuration,
        ]
        let projectXcconfig = xcconfig(spec.root, configuration)
        let targetXcconfig = xcconfig(node, configuration)
        settings.apply(projectXcconfig)
        settings.apply(flattened(spec.root["settings"], configuration))
        if !["none", "project"].contains(spec.root["options"]?["settingPresets"]?.string ?? "all") {
            settings.apply(platform.presetSettings.filter { projectXcconfig[$0.key] == nil && targetXcconfig[$0.key] == nil })
        }
        settings.apply(targetXcconfig)
        let own = flattened(node["settings"], configuration)
        settings.apply(own)
        if own["INFOPLIST_FILE"] == nil, let plist = node["info"]?["path"]?.path ?? defaultInfoPlist(in: sources) {
            settings.apply(["INFOPLIST_FILE": plist])
        }
        return settings
    }

    /// The settings of the `.xcconfig` that `configFiles` names for `configuration` (a path relative to the file
    /// that names it).
    private func xcconfig(_ node: XcodeGenNode, _ configuration: String) -> [String: String] {
        guard let path = node["configFiles"]?[configuration]?.path else { return [:] }
        return XCConfigReader(contents: contents, cache: xcconfigs).settings(at: path)
    }

    /// A `settings` value as one layer for `configuration`: a plain mapping of settings, or (when it has `groups`,
    /// `base` or `configs`, and then the plain settings beside them are ignored, as XcodeGen ignores them) the
    /// setting groups it names (`settingGroups`), then `base`, then each `configs` entry whose name the
    /// configuration's contains, ignoring case, unless it is exactly another configuration's name.
    func flattened(_ node: XcodeGenNode?, _ configuration: String, visiting: Set<String> = []) -> [String: String] {
        guard let node, let entries = node.entries else { return [:] }
        guard entries.contains(where: { ["groups", "presets", "base", "configs"].contains($0.key) }) else { return Self.plain(entries) }
        var result: [String: String] = [:]
        let groups = (spec.root["settingGroups"] ?? spec.root["settingPresets"])?.entries ?? []
        for group in (node["groups"] ?? node["presets"])?.strings ?? [] where !visiting.contains(group) {
            guard let settings = groups.last(where: { $0.key == group })?.value else { continue }
            result.merge(flattened(settings, configuration, visiting: visiting.union([group]))) { _, new in new }
        }
        result.merge(Self.plain(node["base"]?.entries ?? [])) { _, new in new }
        let names = configurationNames
        for entry in node["configs"]?.entries ?? [] where configuration.lowercased().contains(entry.key.lowercased()) {
            guard !names.contains(entry.key) || entry.key == configuration else { continue }
            result.merge(flattened(entry.value, configuration, visiting: visiting)) { _, new in new }
        }
        return result
    }

    /// Settings written as `KEY: value` (a list's values joined with spaces; a mapping sets nothing).
    private static func plain(_ entries: [XcodeGenNode.Entry]) -> [String: String] {
        var settings: [String: String] = [:]
        for entry in entries { settings[entry.key] = entry.value.settingValue }
        return settings
    }

    /// The first `Info.plist` among the candidates that a source is, or that lies in a source folder (XcodeGen's
    /// search when nothing names the target's Info.plist).
    private func defaultInfoPlist(in sources: [String]) -> String? {
        for source in sources {
            if let found = infoPlistCandidates.first(where: {
                ProjectPath.isInside($0, folder: source) && ProjectPath.lastComponent($0) == "Info.plist"
            }) {
                return found
            }
        }
        return nil
    }
}
