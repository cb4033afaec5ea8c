import TabLintModel

/// An option a rule reads from its `.tablint.yml` section.
package struct RuleOption: Sendable {
    package let key: String
    package let defaultValue: String
    package let summary: String

    package init(_ key: String, default defaultValue: String, _ summary: String) {
        self.key = key
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// Everything about a rule that is not code: its stable id, what it finds and why, how serious it is by
/// default, and the examples that drive its tests and its documentation.
package struct RuleDescription: Sendable {
    /// snake_case, stable: the JSON `code`, the configuration key and the SARIF `ruleId`.
    package let id: String
    package let name: String
    /// One line: what the rule finds.
    package let summary: String
    /// Why it matters, for documentation and SARIF help.
    package let rationale: String
    package let defaultSeverity: Severity
    /// Some parts of the rule report at other severities (documented in `rationale`).
    package let otherSeverities: [Severity]
    /// Off unless the configuration's `opt_in_rules` names it.
    package let isOptIn: Bool
    /// Platforms whose documents the rule checks (`nil`: every document).
    package let platforms: Set<Platform>?
    package let options: [RuleOption]
    /// Whether the rule judges the file itself (what Xcode compiles), not the app UIKit builds from it. Only such
    /// rules check launch screens, which iOS shows as a static picture (their controllers never run), and
    /// documents that no target of their Xcode project builds (`Workspace.projectsNotBuilding(_:)`).
    package let checksTheFileItself: Bool
    /// Made when asked for, not with the description: a lint reads a rule's id and severity, and should not build
    /// every rule's example documents at each start.
    package var passing: [Example] { makePassing() }
    package var failing: [Example] { makeFailing() }
    private let makePassing: @Sendable () -> [Example]
    private let makeFailing: @Sendable () -> [Example]

    package init(
        id: String, name: String, summary: String, rationale: String, defaultSeverity: Severity,
        otherSeverities: [Severity] = [], isOptIn: Bool = false, platforms: Set<Platform>? = [.iOS, .tvOS],
        options: [RuleOption] = [], checksTheFileItself: Bool = false,
        passing: @autoclosure @escaping @Sendable () -> [Example], failing: @autoclosure @escaping @Sendable () -> [Example]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.otherSeverities = otherSeverities
        self.isOptIn = isOptIn
        self.platforms = platforms
        self.options = options
        self.checksTheFileItself = checksTheFileItself
        makePassing = passing
        makeFailing = failing
    }

    package func applies(to platform: Platform) -> Bool {
        platforms.map { $0.contains(platform) } ?? true
    }
}
