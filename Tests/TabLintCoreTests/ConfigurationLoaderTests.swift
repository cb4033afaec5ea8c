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
        #expect(loaded.issues.isEmpty)
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

    @Test func unknownKeysRulesAndOptionsAreErrorsWithTheirLinesAndTheNearestName() throws {
        let loaded = try parse(
            """
            disabled_rules: [duplicate_tab, no_such_rule, storyboard_reference_item_mismatc]
            colour: red
            test_rule_with_options:
              threshhold: 7
            disabled_rule: [duplicate_tab]
            ignore:
              - rule: duplicate_tabs
                objects: [a1]
              - objcts: [b2]
            """)
        #expect(
            loaded.issues.map(\.description) == [
                "/p/.tablint.yml:1:33: error: Unknown rule id 'no_such_rule' (`tablint rules` lists the rule ids)",
                "/p/.tablint.yml:1:47: error: Unknown rule id 'storyboard_reference_item_mismatc' (did you mean 'storyboard_reference_item_mismatch'?)",
                "/p/.tablint.yml:2:1: error: Unknown key 'colour': not a setting and not a rule id",
                "/p/.tablint.yml:4:3: error: Unknown option 'threshhold' for rule 'test_rule_with_options' (did you mean 'threshold'? it has 'severity', 'threshold', 'strict')",
                "/p/.tablint.yml:5:1: error: Unknown key 'disabled_rule': not a setting and not a rule id (did you mean 'disabled_rules'?)",
                "/p/.tablint.yml:7:11: error: Unknown rule id 'duplicate_tabs' (did you mean 'duplicate_tab'?)",
                "/p/.tablint.yml:9:5: error: Unknown key 'objcts' in an ignore entry (did you mean 'objects'? it has rule, objects, classes, files, reason)",
            ])
        #expect(loaded.issues.allSatisfy { $0.isError })
        // What is known still applies (the language server goes on with it); the unknown entries are left out.
        #expect(loaded.configuration.disabledRules == ["duplicate_tab"])
        #expect(loaded.configuration.ignores.isEmpty)
    }

    @Test func aMisspeltSeverityOrFlagSuggestsTheValue() {
        for (yaml, expected) in [
            ("duplicate_tab: warnng", "Severity must be error, warning or info (did you mean 'warning'?)"),
            ("test_rule_with_options:\n  strict: ture", "must be true or false (did you mean 'true'?)"),
        ] {
            #expect(throws: ConfigurationIssue.self) { try parse(yaml) }
            do {
                _ = try parse(yaml)
            } catch {
                #expect(error.message.hasSuffix(expected), "\(error)")
            }
        }
    }

    @Test func theNearestNameIsASlipAwayOrNone() {
        #expect(NearestName.suggestion(for: "disabled_rule", among: ConfigurationLoader.settingKeys) == "disabled_rules")
        #expect(NearestName.suggestion(for: "exlcuded", among: ConfigurationLoader.settingKeys) == "excluded")
        #expect(NearestName.suggestion(for: "Included", among: ConfigurationLoader.settingKeys) == "included")
        #expect(NearestName.suggestion(for: "colour", among: ConfigurationLoader.settingKeys) == nil)
        #expect(NearestName.suggestion(for: "missing_tab_bar", among: ["missing_tab_bar_item", "missing_tab_image"]) == "missing_tab_bar_item")
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
        #expect(loaded.issues.isEmpty)
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
        #expect(loaded.issues.map(\.line) == [7])
    }

    @Test func anIgnoreEntryWithoutASelectorIsAnError() {
        #expect(throws: ConfigurationIssue.self) { try parse("ignore:\n  - rule: duplicate_tab\n") }
        #expect(throws: ConfigurationIssue.self) { try parse("ignore: duplicate_tab\n") }
    }
}
