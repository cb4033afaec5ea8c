import Foundation
import TabLintCore
import TabLintRules
import Testing

@Suite struct ConfigurationLoaderTests {
    private var rules: [RuleDescription] {
        RuleRegistry.all.map { $0.description } + [
            RuleDescription(
                id: "test_rule_with_options", name: "Test", summary: "Test", rationale: "Test", defaultSeverity: .info,
                options: [RuleOption("threshold", default: "6", "a number"), RuleOption("strict", default: "false", "a flag")],
                passing: [], failing: [])
        ]
    }

    private func parse(_ yaml: String) throws(ConfigurationIssue) -> ConfigurationLoader.Loaded {
        try ConfigurationLoader.parse(yaml, path: "/p/.tablint.yml", directory: URL(fileURLWithPath: "/p"), rules: rules)
    }

    @Test func readsEverySetting() throws {
        let loaded = try parse(
            """
            disabled_rules: [duplicate_tab]
            opt_in_rules:
              - missing_tab_bar_item
            only_rules: [duplicate_object_id, unresolved_destination]
            excluded: [Pods, "Vendor/**"]
            included: "App/**"
            missing_tab_bar_item: error
            test_rule_with_options:
              severity: warning
              threshold: 7
              strict: yes
            """)
        let configuration = loaded.configuration
        #expect(loaded.warnings.isEmpty)
        #expect(configuration.disabledRules == ["duplicate_tab"])
        #expect(configuration.optInRules == ["missing_tab_bar_item"])
        #expect(configuration.onlyRules == ["duplicate_object_id", "unresolved_destination"])
        #expect(configuration.excluded.map(\.pattern) == ["Pods", "Vendor/**"])
        #expect(configuration.included.map(\.pattern) == ["App/**"])
        #expect(configuration.severities == ["missing_tab_bar_item": .error, "test_rule_with_options": .warning])
        #expect(configuration.ruleOptions == ["test_rule_with_options": ["threshold": "7", "strict": "yes"]])
        #expect(configuration.isExcluded(URL(fileURLWithPath: "/p/Pods/A/View.xib")))
        #expect(configuration.isExcluded(URL(fileURLWithPath: "/p/Other/View.xib")))
        #expect(!configuration.isExcluded(URL(fileURLWithPath: "/p/App/Base.lproj/Main.storyboard")))
        #expect(!configuration.isExcluded(URL(fileURLWithPath: "/p/Other"), isDirectory: true))
        #expect(!configuration.isExcluded(URL(fileURLWithPath: "/elsewhere/View.xib")))
    }

    @Test func unknownKeysRulesAndOptionsAreWarningsWithTheirLines() throws {
        let loaded = try parse(
            """
            disabled_rules: [duplicate_tab, no_such_rule]
            colour: red
            test_rule_with_options:
              threshhold: 7
            """)
        #expect(
            loaded.warnings.map(\.description) == [
                "/p/.tablint.yml:1:33: warning: Unknown rule id 'no_such_rule'",
                "/p/.tablint.yml:2:1: warning: Unknown key 'colour': not a setting and not a rule id",
                "/p/.tablint.yml:4:3: warning: Unknown option 'threshhold' for rule 'test_rule_with_options' (it has 'severity', 'threshold', 'strict')",
            ])
        #expect(loaded.configuration.disabledRules == ["duplicate_tab"])
    }

    @Test(arguments: [
        ("disabled_rules: [a, b\nonly_rules: []", 2, "Malformed YAML"),
        ("duplicate_tab: severe", 1, "Severity must be error, warning or info"),
        ("test_rule_with_options:\n  threshold: many", 2, "must be an integer"),
        ("test_rule_with_options:\n  strict: perhaps", 2, "must be true or false"),
        ("excluded: {a: b}", 1, "Expected a list of strings"),
        ("- just\n- a list", 1, "must be a mapping"),
        ("a: 1\na: 2", 2, "duplicate keys"),
    ])
    func malformedFilesAreErrorsWithALine(yaml: String, line: Int, message: String) {
        do {
            _ = try parse(yaml)
            Issue.record("expected an error")
        } catch {
            #expect(error.isError)
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test func anEmptyFileIsTheDefault() throws {
        let loaded = try parse("# nothing yet\n")
        #expect(loaded.configuration.disabledRules.isEmpty)
        #expect(loaded.warnings.isEmpty)
    }

    @Test func readsIgnoreEntriesWithTheirLines() throws {
        let loaded = try parse(
            """
            ignore:
              - rule: tab_bar_controller_not_root
                objects: [pHG-rR-GAw, x1]
                reason: presented on purpose
              - classes: LegacyTabBarController
                files: ["Legacy/**"]
              - rule: no_such_rule
                files: [A]
            """)
        let entries = loaded.configuration.ignores
        #expect(entries.count == 2)
        #expect(entries.first?.rule == "tab_bar_controller_not_root" && entries.first?.objects == ["pHG-rR-GAw", "x1"])
        #expect(entries.first?.line == 2)
        #expect(entries.last?.rule == nil && entries.last?.classes == ["LegacyTabBarController"])
        #expect(entries.last?.files.map(\.pattern) == ["Legacy/**"])
        #expect(loaded.warnings.map(\.line) == [7])
    }

    @Test func anIgnoreEntryWithoutASelectorIsAnError() {
        #expect(throws: ConfigurationIssue.self) { try parse("ignore:\n  - rule: duplicate_tab\n") }
        #expect(throws: ConfigurationIssue.self) { try parse("ignore: duplicate_tab\n") }
    }
}
