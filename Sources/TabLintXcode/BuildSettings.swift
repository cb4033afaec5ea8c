import Foundation
import TabLintSource

/// Build settings of one target configuration, layered as Xcode layers them (project xcconfig, project settings,
/// target xcconfig, target settings), with `$(VAR)` / `${VAR}` expansion.
///
/// A setting's value is worked out when asked for, from the top layer that sets it down: TabLint asks for a
/// handful of settings (`INFOPLIST_FILE`, `TARGETED_DEVICE_FAMILY`, `SDKROOT`, `INFOPLIST_KEY_*` and the variables
/// their values name) out of the hundreds a target's layers set.
struct BuildSettings {
    /// The layers applied so far, lowest first.
    private var layers: [Layer] = []
    /// Settings Xcode defines itself (`SRCROOT`, `TARGET_NAME`, ...), used when no layer sets them.
    var builtIns: [String: String] = [:]

    /// Lays `layer` over the settings so far; `$(inherited)` in a value stands for the value below it.
    mutating func apply(_ layer: [String: String]) {
        if !layer.isEmpty { layers.append(.strings(layer)) }
    }

    /// Lays a configuration's `buildSettings` dictionary over the settings so far, read where it stands
    /// (`BuildSettings.Layer`).
    mutating func apply(_ arena: PlistArena, _ dictionary: PlistArena.Node) {
        if dictionary.kind == .dictionary, dictionary.count > 0 { layers.append(.arena(arena, dictionary)) }
    }

    /// The settings some layer sets whose names start with `prefix`.
    func keys(withPrefix prefix: String) -> [String] {
        var found: Set<String> = []
        for layer in layers { found.formUnion(layer.keys(withPrefix: prefix)) }
        return Array(found)
    }

    /// The setting's raw value: its top layer's, with `$(inherited)` replaced by the value below, without
    /// surrounding white space; else the built-in value.
    subscript(key: String) -> String? { value(of: key, below: layers.count) ?? builtIns[key] }

    /// The value of `key` in the layers under `end`.
    private func value(of key: String, below end: Int) -> String? {
        var index = end
        while index > 0 {
            index -= 1
            guard var value = layers[index].value(of: key) else { continue }
            if value.utf8.contains(UInt8(ascii: "$")) {
                for inherited in ["$(inherited)", "${inherited}"] {
                    value = ProjectPath.replacing(inherited, with: self.value(of: key, below: index) ?? "", in: value)
                }
            }
            return ProjectPath.trimmingWhitespace(value)
        }
        return nil
    }

    /// The setting with its variables expanded; nil when unset or empty after expansion.
    func expanded(_ key: String) -> String? {
        guard let raw = self[key] else { return nil }
        let value = expand(raw)
        return value.isEmpty ? nil : value
    }

    /// `$(NAME)`, `${NAME}` and `$(NAME:modifier)` replaced by their values (unknown names by nothing).
    func expand(_ text: String, depth: Int = 0) -> String {
        guard depth < 10, text.utf8.contains(UInt8(ascii: "$")) else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "$", next < text.endIndex, text[next] == "(" || text[next] == "{" {
                let close: Character = text[next] == "(" ? ")" : "}"
                let nameStart = text.index(after: next)
                if let end = text[nameStart...].firstIndex(of: close) {
                    let reference = String(text[nameStart..<end])
                    result += value(of: reference, depth: depth)
                    index = text.index(after: end)
                    continue
                }
            }
            result.append(character)
            index = next
        }
        return result
    }

    private func value(of reference: String, depth: Int) -> String {
        let parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = expand(parts[0], depth: depth + 1)
        var value = expand(self[name] ?? "", depth: depth + 1)
        for modifier in parts.dropFirst() { value = Self.apply(modifier, to: value) }
        return value
    }

    private static func apply(_ modifier: String, to value: String) -> String {
        switch modifier {
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "c99extidentifier", "identifier":
            return String(value.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        case "rfc1034identifier":
            return String(value.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
        case "base":
            let file = ProjectPath.lastComponent(value)
            return file.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(file[..<$0]) } ?? file
        case "file": return ProjectPath.lastComponent(value)
        case "dir": return ProjectPath.parent(value)
        default: return value
        }
    }
}
