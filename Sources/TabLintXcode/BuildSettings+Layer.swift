extension BuildSettings {
    /// One level of settings: an `.xcconfig` file's, or a configuration's `buildSettings` read in place.
    ///
    /// A configuration sets dozens of settings and TabLint asks for a handful, so a `project.pbxproj`'s are looked
    /// up in its arena when asked for instead of each becoming a `String` pair first. As in a dictionary made of
    /// the entries in order, a key's last entry is its value; an array value reads as its strings joined with
    /// spaces, and a dictionary value as no setting.
    enum Layer {
        case strings([String: String])
        case arena(PlistArena, PlistArena.Node)

        func value(of key: String) -> String? {
            switch self {
            case .strings(let settings):
                return settings[key]
            case .arena(let arena, let dictionary):
                guard let value = arena.value(key, in: dictionary) else { return nil }
                switch value.kind {
                case .string, .escapedString: return arena.string(value)
                case .array: return arena.elements(value).compactMap { arena.string($0) }.joined(separator: " ")
                case .dictionary, .other: return nil
                }
            }
        }

        func keys(withPrefix prefix: String) -> [String] {
            switch self {
            case .strings(let settings):
                return settings.keys.filter { $0.hasPrefix(prefix) }
            case .arena(let arena, let dictionary):
                // Only the keys with the prefix become strings; a key whose last entry is a dictionary sets nothing.
                return arena.entries(dictionary).compactMap { entry in
                    guard arena.node(entry.key, startsWith: prefix), let key = arena.string(entry.key) else { return nil }
                    return value(of: key) == nil ? nil : key
                }
            }
        }
    }
}
