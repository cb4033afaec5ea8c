/// Which rules run, how serious their findings are, and which files are linted.
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
    /// Path globs, relative to the configuration's folder, of files not linted.
    package var excluded: [String] = []
    /// Path globs of the only files linted (empty: all).
    package var included: [String] = []

    package init() {}

    package static let `default` = Configuration()

    package func isEnabled(_ description: RuleDescription) -> Bool {
        if let onlyRules { return onlyRules.contains(description.id) }
        if disabledRules.contains(description.id) { return false }
        return !description.isOptIn || optInRules.contains(description.id)
    }
}
