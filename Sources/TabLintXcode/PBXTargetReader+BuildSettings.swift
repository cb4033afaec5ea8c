import Foundation

extension PBXTargetReader {
    /// The target's settings for one configuration ("Release" when it has one, else its first), laid over the
    /// project's configuration of the same name; each level's `baseConfigurationReference` xcconfig goes first.
    func buildSettings(for target: PBXObject, name: String) -> BuildSettings {
        let targetConfigurations = configurations(of: target)
        let projectConfigurations = configurations(of: project)
        let chosen =
            targetConfigurations.first { $0.string("name") == "Release" }?.string("name")
            ?? targetConfigurations.first?.string("name")
            ?? projectConfigurations.first { $0.string("name") == "Release" }?.string("name")
            ?? projectConfigurations.first?.string("name")
        var settings = BuildSettings()
        let projectName = ProjectPath.replacing(".xcodeproj", with: "", in: ProjectPath.lastComponent(projectPath))
        settings.builtIns = [
            "SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot, "SOURCE_ROOT": sourceRoot, "PROJECT_NAME": projectName,
            "PROJECT_FILE_PATH": projectPath, "TARGET_NAME": name, "PRODUCT_NAME": name,
            "CONFIGURATION": chosen ?? "Release",
        ]
        for configurations in [projectConfigurations, targetConfigurations] {
            let configuration =
                configurations.first { $0.string("name") == chosen } ?? (configurations.count == 1 ? configurations.first : nil)
            guard let configuration else { continue }
            if let reference = configuration.object("baseConfigurationReference"),
                let xcconfig = paths.path(of: reference)
            {
                settings.apply(XCConfigReader(contents: contents, cache: xcconfigs).settings(at: xcconfig))
            }
            if let buildSettings = configuration.node("buildSettings") { settings.apply(objects.arena, buildSettings) }
        }
        return settings
    }

    private func configurations(of object: PBXObject) -> [PBXObject] {
        object.object("buildConfigurationList")?.objects("buildConfigurations") ?? []
    }
}

/// The settings of each `.xcconfig` file, read once per project.
final class XCConfigCache {
    private var settings: [String: [String: String]] = [:]

    func settings(at path: String, read: (String) -> [String: String]) -> [String: String] {
        if let known = settings[path] { return known }
        let read = read(path)
        settings[path] = read
        return read
    }
}
