/// One value of an XcodeGen spec (`project.yml` and the files it includes) as TabLint reads it: nothing, a scalar's
/// text, a list, or a mapping with its keys in order; each with the file and line it was written at.
///
/// The values of several files are merged into one tree (`merged(onto:)`), so each keeps its own `Origin`: the file a
/// diagnostic points into, and the folder the paths written in it are relative to.
struct XcodeGenNode: Sendable {
    enum Value: Sendable {
        /// `null`, `~` or no value at all.
        case null
        /// A scalar's text; `boolean` when YAML reads it as one (`true`, `NO`, `on`, unquoted).
        case scalar(String, boolean: Bool?)
        case list([XcodeGenNode])
        /// Keys in the order written, each once (a later entry, or a `<<` merge, replaces an earlier one in place).
        case map([Entry])
    }

    struct Entry: Sendable {
        var key: String
        /// 1-based line of the key.
        var keyLine: Int
        var value: XcodeGenNode
    }

    /// Where a value was written.
    struct Origin: Sendable, Hashable {
        /// Absolute path of the spec file.
        let file: String
        /// The folder relative paths written in the file resolve against (XcodeGen's `relativePaths` for includes).
        let base: String
        /// 1-based line and column.
        let line: Int
        let column: Int
    }

    var value: Value
    let origin: Origin

    init(_ value: Value, origin: Origin) {
        self.value = value
        self.origin = origin
    }

    /// A scalar's text (a boolean's as written); nil for anything else.
    var string: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    /// A boolean scalar, or text XcodeGen reads as true (`true`, `yes`, a non-zero number) or false.
    var bool: Bool? {
        guard case .scalar(let text, let boolean) = value else { return nil }
        if let boolean { return boolean }
        guard let first = text.lowercased().first else { return false }
        return first == "t" || first == "y" || ("1"..."9").contains(first)
    }

    var list: [XcodeGenNode]? {
        if case .list(let elements) = value { return elements }
        return nil
    }

    var entries: [Entry]? {
        if case .map(let entries) = value { return entries }
        return nil
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// The value of `key` in a mapping; nil for a missing key, a null value, or a node that is no mapping.
    subscript(key: String) -> XcodeGenNode? {
        guard let entry = entries?.first(where: { $0.key == key }), !entry.value.isNull else { return nil }
        return entry.value
    }

    /// A scalar, or a list of scalars, as strings (XcodeGen takes a single value for a list of one); nil when some
    /// element is no scalar.
    var strings: [String]? {
        if let string { return [string] }
        guard let list else { return nil }
        let strings = list.compactMap(\.string)
        return strings.count == list.count ? strings : nil
    }

    /// A path written in this scalar, made absolute against the folder its file's paths resolve against.
    var path: String? { string.map { ProjectPath.join(origin.base, $0) } }

    /// A scalar as a build setting's value: YAML's booleans as `YES`/`NO`, a list's scalars joined with spaces.
    var settingValue: String? {
        switch value {
        case .null: return ""
        case .scalar(let text, let boolean): return boolean.map { $0 ? "YES" : "NO" } ?? text
        case .list(let elements): return elements.compactMap(\.settingValue).joined(separator: " ")
        case .map: return nil
        }
    }

    /// The value as a property list value (`String`, `[Any]`, `[String: Any]`), for `info.properties`.
    var propertyListValue: Any {
        switch value {
        case .null: return ""
        case .scalar(let text, let boolean): return boolean.map { $0 as Any } ?? text
        case .list(let elements): return elements.map(\.propertyListValue)
        case .map(let entries):
            return Dictionary(entries.map { ($0.key, $0.value.propertyListValue) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// A short description of the kind of value, for messages.
    var kindName: String {
        switch value {
        case .null: return "nothing"
        case .scalar: return "a single value"
        case .list: return "a list"
        case .map: return "a mapping"
        }
    }
}
