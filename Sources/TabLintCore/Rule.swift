import TabLintModel
import TabLintSource
import TabLintWorkspace

/// A lint rule: one small type with a static description (examples included) and a check.
///
/// Document rules implement `validate(_:)`, which runs for every decoded document of a platform the rule
/// applies to. File rules (parse errors, unsupported files) implement `validate(file:)`. Project rules
/// implement `validate(project:)`, which runs once per lint of a whole workspace, for findings in the
/// project's own files (a `project.pbxproj` Xcode cannot open). Tab rules also implement
/// `validate(codeTabBar:)`, which runs for every tab bar the app's code builds with tabs TabLint can list, for
/// findings located in the code.
package protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init(options: RuleOptions)
    func validate(_ context: LintContext) -> [Diagnostic]
    func validate(file: LoadedFile) -> [Diagnostic]
    func validate(project: Workspace) -> [Diagnostic]
    func validate(codeTabBar: CodeTabBarContext) -> [Diagnostic]
}

extension Rule {
    package init() { self.init(options: RuleOptions(Self.description.options)) }

    package func validate(_ context: LintContext) -> [Diagnostic] { [] }
    package func validate(file: LoadedFile) -> [Diagnostic] { [] }
    package func validate(project: Workspace) -> [Diagnostic] { [] }
    package func validate(codeTabBar: CodeTabBarContext) -> [Diagnostic] { [] }

    /// A diagnostic of this rule (at the rule's default severity unless given).
    package func diagnostic(
        _ message: String, at location: SourceLocation, severity: Severity? = nil,
        related: [RelatedNote] = [], objectID: String? = nil, fix: FixHint? = nil
    ) -> Diagnostic {
        Diagnostic(
            ruleID: Self.description.id, severity: severity ?? Self.description.defaultSeverity, message: message,
            location: location, related: related, objectID: objectID, fix: fix)
    }
}

/// A rule's options, with the defaults its description declares. `ConfigurationLoader` checks a configured
/// value against the kind of its default, so reading one never fails.
package struct RuleOptions: Sendable {
    private var values: [String: String]
    private let defaults: [String: String]

    package init(_ declared: [RuleOption], overrides: [String: String] = [:]) {
        var defaults: [String: String] = [:]
        for option in declared { defaults[option.key] = option.defaultValue }
        self.defaults = defaults
        self.values = defaults.merging(overrides) { _, override in override }
    }

    /// An integer option: its configured value, else its declared default.
    package func integer(_ key: String) -> Int {
        guard let value = values[key].flatMap({ Int($0) }) ?? defaults[key].flatMap({ Int($0) }) else {
            preconditionFailure("'\(key)' is not an integer option the rule declares")
        }
        return value
    }
}
