import Foundation
import TabLintSource
import Yams

/// Reads `.tablint.yml`:
///
/// ```yaml
/// disabled_rules: [title_based_tab_ordering]
/// opt_in_rules: [unreachable_scene]
/// only_rules: [duplicate_restoration_identifier]   # exactly these rules, opt-in or not
/// excluded: [Pods, "Vendor/**"]                     # globs relative to this file's folder
/// included: ["App/**"]
/// ignore:                                          # findings not reported, each entry reported when it
///   - rule: tab_bar_controller_not_root            # suppresses nothing
///     objects: [Xyz-12-abc]                        # IB object ids, and/or
///     classes: [OnboardingTabBarController]        # controller classes, and/or
///     files: ["Legacy/**"]                         # globs relative to this file's folder
/// missing_tab_bar_item: warning                    # a rule's severity, or
/// more_tab_overflow:                               # its severity and options
///   severity: warning
///   threshold: 6
/// ```
///
/// Unknown keys, unknown rule ids and unknown options are errors naming the key, with the nearest valid name; they
/// are all collected (`Loaded.issues`) and the rest of the file is read. A file that is not YAML, or a value of the
/// wrong kind, is an error with its line that stops the reading.
package enum ConfigurationLoader {
    package static let fileName = ".tablint.yml"

    package struct Loaded: Sendable {
        /// The configuration without the entries `issues` name.
        package var configuration: Configuration
        /// The unknown names, each an error: `tablint lint` stops (exit 2), the language server logs them.
        package var issues: [ConfigurationIssue]
    }

    /// The settings a configuration has besides rule ids.
    package static let settingKeys = ["disabled_rules", "opt_in_rules", "only_rules", "excluded", "included", "ignore"]

    package static func load(_ url: URL, rules: [RuleDescription]) throws(ConfigurationIssue) -> Loaded {
        let text: String
        do {
            // A named pipe would block the read until something writes to it; a folder or device is no file.
            if let kind = SourceFile.specialKind(url.path) {
                throw ConfigurationIssue(
                    path: url.path, line: 0, column: 0, message: "Cannot read the configuration: it is \(kind), not a file", isError: true)
            }
            guard let decoded = String(bytes: try SourceFile.readBytes(atPath: url.path), encoding: .utf8) else {
                throw ConfigurationIssue(
                    path: url.path, line: 0, column: 0, message: "Cannot read the configuration: it is not UTF-8 text", isError: true)
            }
            text = decoded
        } catch let issue as ConfigurationIssue {
            throw issue
        } catch {
            throw ConfigurationIssue(
                path: url.path, line: 0, column: 0,
                message: "Cannot read the configuration: \(SourceFile.readFailure(atPath: url.path) ?? error.localizedDescription)", isError: true)
        }
        return try parse(text, path: url.path, directory: url.deletingLastPathComponent(), rules: rules)
    }

    package static func parse(_ text: String, path: String, directory: URL, rules: [RuleDescription]) throws(ConfigurationIssue) -> Loaded {
        var reader = Reader(path: path, text: text, rules: Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw reader.syntaxError(error)
        }
        var configuration = Configuration()
        configuration.baseDirectory = directory
        guard let root else { return Loaded(configuration: configuration, issues: []) }
        guard let mapping = root.mapping else {
            throw reader.issue("The configuration must be a mapping of keys to values", at: root, isError: true)
        }
        for (key, value) in mapping {
            guard let name = key.string else { throw reader.issue("Keys must be strings", at: key, isError: true) }
            switch name {
            case "disabled_rules": configuration.disabledRules = Set(try reader.ruleList(value))
            case "opt_in_rules": configuration.optInRules = Set(try reader.ruleList(value))
            case "only_rules": configuration.onlyRules = Set(try reader.ruleList(value))
            case "excluded": configuration.excluded = try reader.stringList(value).map(PathGlob.init)
            case "included": configuration.included = try reader.stringList(value).map(PathGlob.init)
            case "ignore": configuration.ignores = try reader.ignoreList(value)
            default:
                guard let rule = reader.rules[name] else {
                    let hint = NearestName.hint(for: name, among: settingKeys + reader.rules.keys.sorted())
                    reader.reject("Unknown key '\(name)': not a setting and not a rule id\(hint)", at: key)
                    continue
                }
                try reader.ruleSection(rule, value, into: &configuration)
            }
        }
        return Loaded(configuration: configuration, issues: reader.issues)
    }

    /// Locates (see `locate`) and reads the configuration for a run; `nil` when there is none. The CLI and the
    /// language server differ only in where they send its warnings and errors.
    package static func loadNearest(
        explicit: URL?, roots: [URL], currentDirectory: URL, rules: [RuleDescription]
    ) throws(ConfigurationIssue) -> (url: URL, loaded: Loaded)? {
        guard let url = locate(explicit: explicit, roots: roots, currentDirectory: currentDirectory) else { return nil }
        return (url, try load(url, rules: rules))
    }

    /// The configuration file to use: `explicit`, else the nearest `.tablint.yml` at or above the first linted path
    /// that has one (a file's folder for a file), else at or above the current directory. The search upward stops
    /// at the repository root (the folder with `.git`), as SwiftLint's does: a file in another repository above
    /// this one is never taken.
    package static func locate(explicit: URL?, roots: [URL], currentDirectory: URL) -> URL? {
        if let explicit { return explicit }
        let manager = FileManager.default
        for start in roots + [currentDirectory] {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: start.path, isDirectory: &isDirectory) else { continue }
            var folder = (isDirectory.boolValue ? start : start.deletingLastPathComponent()).standardizedFileURL
            while true {
                let candidate = folder.appendingPathComponent(fileName)
                if manager.fileExists(atPath: candidate.path) { return candidate }
                if manager.fileExists(atPath: folder.appendingPathComponent(".git").path) { break }
                let parent = folder.deletingLastPathComponent().standardizedFileURL
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }
}
