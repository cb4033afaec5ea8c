import Foundation
import TabLintWorkspace

/// Which rules run, how serious their findings are, and which files are linted (`.tablint.yml`).
package struct Configuration: Sendable, Equatable {
    /// Rules that do not run.
    package var disabledRules: Set<String> = []
    /// Opt-in rules that run.
    package var optInRules: Set<String> = []
    /// When set, exactly these rules run (opt-in or not).
    package var onlyRules: Set<String>?
    /// Per-rule severity overrides.
    package var severities: [String: Severity] = [:]
    /// Per-rule options (`key: value`).
    package var ruleOptions: [String: [String: String]] = [:]
    /// Path globs, relative to `baseDirectory`, of files and folders not linted.
    package var excluded: [PathGlob] = []
    /// Path globs of the only files linted (empty: all).
    package var included: [PathGlob] = []
    /// The folder globs are relative to: the configuration file's folder.
    package var baseDirectory: URL?
    /// Findings not reported, by rule and object, class or file (`ignore:`).
    package var ignores: [IgnoreEntry] = []

    package init() {}

    package static let `default` = Configuration()

    /// Whether a file (or, with `isDirectory`, a folder and everything in it) is left out by `excluded` or, for
    /// files, not matched by a non-empty `included`.
    package func isExcluded(_ url: URL, isDirectory: Bool = false) -> Bool {
        pathFilter?(url.standardizedFileURL.path, isDirectory) ?? false
    }

    /// `isExcluded` over absolute, normalised paths, for file discovery; `nil` when nothing is excluded, so a
    /// walk through thousands of files pays nothing for an empty configuration.
    package var pathFilter: PathFilter? {
        guard let base = baseDirectory?.standardizedFileURL.path, !(excluded.isEmpty && included.isEmpty) else { return nil }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let excluded = self.excluded, included = self.included
        return { path, isDirectory in
            guard path.hasPrefix(prefix) else { return false }
            let relative = String(path.dropFirst(prefix.count))
            if excluded.contains(where: { $0.matches(relative) }) { return true }
            if !isDirectory, !included.isEmpty, !included.contains(where: { $0.matches(relative) }) { return true }
            return false
        }
    }

    package func isEnabled(_ description: RuleDescription) -> Bool {
        if let onlyRules { return onlyRules.contains(description.id) }
        if disabledRules.contains(description.id) { return false }
        return !description.isOptIn || optInRules.contains(description.id)
    }
}
