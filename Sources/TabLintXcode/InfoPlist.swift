import Foundation

/// The entry points an `Info.plist` names: main, launch, scene and extension storyboards, and device families.
package struct InfoPlist: Sendable, Hashable {
    package let path: String
    /// Top-level string values (and, after `merging(buildSettingKeys:)`, the `INFOPLIST_KEY_*` settings it lacked).
    package let strings: [String: String]
    /// `UIApplicationSceneManifest.UISceneConfigurations.*[].UISceneStoryboardFile`.
    package let sceneStoryboards: [String]
    /// `NSExtension.NSExtensionMainStoryboard`.
    package let extensionStoryboards: [String]
    /// `UIDeviceFamily`.
    package let deviceFamily: Set<DeviceFamily>
    /// 1-based line of each `<key>` of an XML plist (its first occurrence); empty for binary and old-style plists.
    let keyLines: [String: Int]

    static let mainStoryboardKeys = [
        "UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "UIMainStoryboardFile~iphone", "NSMainStoryboardFile",
    ]
    static let launchStoryboardKeys = [
        "UILaunchStoryboardName", "UILaunchStoryboardName~ipad", "UILaunchStoryboardName~iphone",
        "UILaunchStoryboardName~ipod",
    ]

    /// `UIMainStoryboardFile`.
    package var mainStoryboard: String? { strings["UIMainStoryboardFile"] }
    /// `UIMainStoryboardFile`, its `~ipad`/`~iphone` variants and `NSMainStoryboardFile`.
    package var mainStoryboards: [String] { Self.mainStoryboardKeys.compactMap { strings[$0] } }
    /// `UILaunchStoryboardName` and its `~ipad`/`~iphone`/`~ipod` variants.
    package var launchStoryboards: [String] { Self.launchStoryboardKeys.compactMap { strings[$0] } }
    /// Every storyboard the plist names, without repeats.
    package var allStoryboards: [String] {
        var seen: Set<String> = []
        return (mainStoryboards + launchStoryboards + sceneStoryboards + extensionStoryboards).filter {
            seen.insert($0).inserted
        }
    }

    /// An Info.plist from its top-level dictionary.
    package init(path: String, keys: [String: Any], keyLines: [String: Int] = [:]) {
        self.path = path
        var strings: [String: String] = [:]
        for (key, value) in keys {
            if let value = value as? String, !value.isEmpty { strings[key] = value }
        }
        self.strings = strings
        self.sceneStoryboards = Self.sceneStoryboards(in: keys)
        let extensionInfo = PropertyListReader.stringKeyed(keys["NSExtension"])
        self.extensionStoryboards = (extensionInfo?["NSExtensionMainStoryboard"] as? String).map { [$0] } ?? []
        self.deviceFamily = Self.families(keys["UIDeviceFamily"])
        self.keyLines = keyLines
    }

    private init(copying plist: InfoPlist, strings: [String: String]) {
        self.path = plist.path
        self.strings = strings
        self.sceneStoryboards = plist.sceneStoryboards
        self.extensionStoryboards = plist.extensionStoryboards
        self.deviceFamily = plist.deviceFamily
        self.keyLines = plist.keyLines
    }

    /// The plist with a target's `INFOPLIST_KEY_*` settings (prefix removed) added; values in the file win.
    package func merging(buildSettingKeys: [String: String]) -> InfoPlist {
        var merged = strings
        for (key, value) in buildSettingKeys where merged[key] == nil && !value.isEmpty { merged[key] = value }
        return InfoPlist(copying: self, strings: merged)
    }

    /// The 1-based line of `<key>KEY</key>` in an XML plist; nil for binary and old-style plists.
    package func line(ofKey key: String) -> Int? { keyLines[key] }

    private static func sceneStoryboards(in keys: [String: Any]) -> [String] {
        guard let manifest = PropertyListReader.stringKeyed(keys["UIApplicationSceneManifest"]),
            let configurations = PropertyListReader.stringKeyed(manifest["UISceneConfigurations"])
        else { return [] }
        var result: [String] = []
        for role in configurations.keys.sorted() {
            for scene in configurations[role] as? [Any] ?? [] {
                if let name = PropertyListReader.stringKeyed(scene)?["UISceneStoryboardFile"] as? String,
                    !result.contains(name)
                {
                    result.append(name)
                }
            }
        }
        return result
    }

    private static func families(_ value: Any?) -> Set<DeviceFamily> {
        let items = (value as? [Any]) ?? (value.map { [$0] } ?? [])
        return Set(
            items.compactMap { item -> DeviceFamily? in
                if let number = item as? Int { return DeviceFamily(rawValue: number) }
                if let number = item as? NSNumber { return DeviceFamily(rawValue: number.intValue) }
                if let text = item as? String, let number = Int(text) { return DeviceFamily(rawValue: number) }
                return nil
            })
    }
}
