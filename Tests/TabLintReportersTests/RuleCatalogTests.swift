import Foundation
import TabLintReporters
import TabLintRules
import TabLintTestSupport
import Testing

@Suite struct RuleCatalogTests {
    private let catalog = RuleCatalog(RuleRegistry.all.map { $0.description })

    @Test func committedRuleReferenceIsCurrent() throws {
        let committed = try String(contentsOf: Fixtures.repositoryRoot().appendingPathComponent("Docs/Rules.md"), encoding: .utf8)
        #expect(catalog.markdown() == committed, "Docs/Rules.md is stale: run swift run tablint rules --format markdown > Docs/Rules.md")
    }

    @Test func markdownShowsEveryRuleWithItsExamplesAndMessages() {
        let markdown = catalog.markdown()
        for rule in RuleRegistry.all.map({ $0.description }) {
            #expect(markdown.contains("\n## \(rule.id)\n"))
            for example in rule.failing {
                #expect(markdown.contains(example.displayText))
                for message in example.expectedMessages { #expect(markdown.contains("> \(message)")) }
            }
        }
        #expect(!markdown.contains("1️⃣"), "markers are stripped from documentation")
    }

    @Test func jsonListsEveryRule() throws {
        let entries = try JSONSerialization.jsonObject(with: Data(catalog.json().utf8)) as? [[String: Any]]
        #expect(entries?.compactMap { $0["id"] as? String } == RuleRegistry.ids)
        #expect(entries?.first?["defaultSeverity"] as? String == "error")
    }
}
