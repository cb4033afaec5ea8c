import Foundation

/// One entry of `.tablint.yml`'s `ignore:` list: the findings of a rule (or of every rule) on chosen objects (IB
/// object ids: a tab's controller, its tab bar item or its storyboard reference), controller classes (`customClass`, else the UIKit class) or files (globs relative to the
/// configuration's folder). Every kind of selector an entry gives must match; within a kind, any value does.
package struct IgnoreEntry: Sendable, Hashable {
    /// The rule id; nil for every rule.
    package var rule: String?
    package var objects: Set<String> = []
    package var classes: Set<String> = []
    package var files: [PathGlob] = []
    /// Where the entry is written, for the report of an entry that suppresses nothing.
    package var path: String
    /// 1-based line of the entry.
    package var line: Int

    package init(rule: String?, path: String, line: Int) {
        self.rule = rule
        self.path = path
        self.line = line
    }

    /// Whether the entry suppresses `diagnostic`, whose object goes by `objectIDs` (its own id, and the ids that
    /// stand for the same tab: `ObjectAliases`), is of class `className`, and whose file is at `relativePath` from
    /// the configuration's folder (nil outside it).
    package func matches(_ diagnostic: Diagnostic, objectIDs: Set<String>, className: String?, relativePath: String?) -> Bool {
        if let rule, rule != diagnostic.ruleID { return false }
        if !objects.isEmpty, objects.isDisjoint(with: objectIDs) { return false }
        if !classes.isEmpty, !(className.map(classes.contains) ?? false) { return false }
        if !files.isEmpty, !(relativePath.map { path in files.contains { $0.matches(path) } } ?? false) { return false }
        return true
    }

    /// "ignore entry for 'duplicate_tab' (objects a1, b2)" for messages.
    package var summary: String {
        var parts: [String] = []
        if !objects.isEmpty { parts.append("objects " + objects.sorted().joined(separator: ", ")) }
        if !classes.isEmpty { parts.append("classes " + classes.sorted().joined(separator: ", ")) }
        if !files.isEmpty { parts.append("files " + files.map(\.pattern).joined(separator: ", ")) }
        return "ignore entry for " + (rule.map { "'\($0)'" } ?? "every rule") + " (" + parts.joined(separator: "; ") + ")"
    }

    /// `path:line: warning: … suppresses nothing`, as configuration warnings read.
    package var staleWarning: ConfigurationIssue {
        ConfigurationIssue(
            path: path, line: line, column: 1, message: "\(summary) suppresses nothing: remove it, or fix what it names", isError: false)
    }
}
