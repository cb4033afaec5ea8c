import TabLintCore
import TabLintRules
import TabLintTestSupport
import Testing

@Suite struct ConfigurationTests {
    private let duplicate = """
        <viewController id="a" sceneMemberID="viewController"/>
        <viewController id="a" sceneMemberID="viewController"/>
        """

    private func lint(_ configuration: Configuration) -> [Diagnostic] {
        let ws = ExampleRunner.workspace([(path: "Main.storyboard", text: Example.storyboard(duplicate))])
        return Linter(ruleTypes: RuleRegistry.all, configuration: configuration).lint(ws).diagnostics
    }

    @Test func disabledRulesDoNotRunAndSeveritiesCanBeOverridden() {
        #expect(lint(Configuration()).map(\.ruleID) == ["duplicate_object_id"])
        var disabled = Configuration()
        disabled.disabledRules = ["duplicate_object_id"]
        #expect(lint(disabled).isEmpty)
        var relaxed = Configuration()
        relaxed.severities["duplicate_object_id"] = .warning
        #expect(lint(relaxed).map(\.severity) == [.warning])
        var only = Configuration()
        only.onlyRules = ["duplicate_tab"]
        #expect(lint(only).isEmpty)
    }

    @Test func severitiesAreOrdered() {
        #expect(Severity.info < .warning && Severity.warning < .error)
        #expect(Severity.allCases.map(\.lspValue) == [3, 2, 1])
    }
}
