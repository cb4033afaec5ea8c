import LSPProtocol
import TabLintCore
import TabLintFixes
import TabLintReporters
import TabLintRules
import TabLintServer
import TabLintTestSupport
import Testing

/// The hints rules give reach their fixes: through LSP `data` and back (as a client echoes a diagnostic in a
/// code action request), and into a plan.
@Suite struct FixHintPlanTests {
    @Test func everyHintOfTheRulesExamplesComesBackFromLSPDataAndPlansItsFix() throws {
        var planned: Set<String> = []
        var hinted: Set<String> = []
        for rule in RuleRegistry.all {
            for example in rule.description.failing {
                let (workspace, diagnostics) = ExampleRunner.lint(example, rule: rule)
                for diagnostic in diagnostics {
                    guard let hint = diagnostic.fix else { continue }
                    let data = try #require(diagnostic.lsp(.utf16).data)
                    #expect(FixHint(fields: data) == hint, "\(ExampleRunner.describe(diagnostic))")
                    let kind = data["fix"] ?? "no fix"
                    hinted.insert(kind)
                    let plans = Fixes.plan(for: [diagnostic], in: workspace)
                    if case .missingImage = hint {
                        #expect(plans.isEmpty)
                    } else if !plans.isEmpty {
                        planned.insert(kind)
                    }
                }
            }
        }
        let fixes: Set<String> = [
            "addRestorationIdentifier", "uniqueRestorationIdentifier", "addTabBarItem", "removeDuplicateTab", "removeAttribute",
        ]
        #expect(hinted == fixes.union(["no fix"]))
        #expect(planned == fixes)
    }
}
