/// A target's `platform` in an XcodeGen spec, with the settings XcodeGen's presets give it (`SettingPresets/Platforms`
/// and `SettingPresets/SupportedDestinations` in XcodeGen): `SDKROOT` and `TARGETED_DEVICE_FAMILY`.
struct XcodeGenPlatform: Equatable {
    /// `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`, or `auto` (the platform `supportedDestinations` give).
    let name: String
    /// `supportedDestinations` (`iOS`, `tvOS`, `macOS`, `macCatalyst`, `visionOS`, `watchOS`), as written.
    let destinations: [String]

    static let names = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "auto"]

    /// Each platform's (and supported destination's) `SDKROOT` and `TARGETED_DEVICE_FAMILY` preset.
    private static let presets: [String: (sdkRoot: String?, deviceFamily: String?)] = [
        "iOS": ("iphoneos", "1,2"), "macOS": ("macosx", nil), "tvOS": ("appletvos", "3"), "watchOS": ("watchos", "4"),
        "visionOS": ("xros", "7"), "macCatalyst": (nil, nil),
    ]

    /// Nil for a name XcodeGen does not know.
    init?(name: String, destinations: [String]) {
        guard Self.names.contains(name) else { return nil }
        self.name = name
        self.destinations = destinations
    }

    /// The target settings XcodeGen's presets give a target of this platform (`SDKROOT`, `TARGETED_DEVICE_FAMILY`).
    /// With supported destinations, the device families are theirs, in XcodeGen's order of destinations (iOS, tvOS,
    /// watchOS, visionOS, macOS, macCatalyst), and `SDKROOT` is `auto` for the platform `auto`.
    var presetSettings: [String: String] {
        let order = ["iOS", "tvOS", "watchOS", "visionOS", "macOS", "macCatalyst"]
        let sorted = destinations.filter(order.contains).sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }
        var settings: [String: String] = [:]
        let platform = name == "auto" ? sorted.first : name
        if let platform, let preset = Self.presets[platform] {
            settings["SDKROOT"] = preset.sdkRoot
            settings["TARGETED_DEVICE_FAMILY"] = preset.deviceFamily
        }
        if name == "auto" { settings["SDKROOT"] = "auto" }
        if !sorted.isEmpty {
            settings["TARGETED_DEVICE_FAMILY"] = sorted.compactMap { Self.presets[$0]?.deviceFamily }.joined(separator: ",")
        }
        return settings
    }
}
