import TabLintCore
import TabLintRules
import TabLintTestSupport
import Testing

/// One example of one rule, as a test case.
struct RuleExampleCase: Sendable, CustomTestStringConvertible {
    let rule: any Rule.Type
    let index: Int
    let failing: Bool

    var example: Example {
        failing ? rule.description.failing[index] : rule.description.passing[index]
    }

    var testDescription: String {
        "\(rule.description.id) \(failing ? "failing" : "passing") #\(index + 1)"
    }

    static var all: [RuleExampleCase] {
        RuleRegistry.all.flatMap { rule in
            rule.description.passing.indices.map { RuleExampleCase(rule: rule, index: $0, failing: false) }
                + rule.description.failing.indices.map { RuleExampleCase(rule: rule, index: $0, failing: true) }
        }
    }
}

@Suite struct RuleExamplesTests {
    @Test(arguments: RuleExampleCase.all)
    func exampleGivesExactlyItsMarkedDiagnostics(_ testCase: RuleExampleCase) {
        let example = testCase.example
        let location = Testing.SourceLocation(
            fileID: "TabLintRules/\(testCase.rule.description.id)", filePath: "\(example.sourceFile)",
            line: Int(example.sourceLine), column: 1)
        for variant in ExampleVariant.allCases {
            for problem in ExampleRunner.problems(example, rule: testCase.rule, failing: testCase.failing, variant: variant) {
                Issue.record(Comment(rawValue: "\(testCase.testDescription) (\(variant.rawValue)): \(problem)"), sourceLocation: location)
            }
        }
    }

    @Test func everyRuleHasPassingAndFailingExamples() {
        for rule in RuleRegistry.all {
            #expect(!rule.description.passing.isEmpty, "\(rule.description.id) has no passing example")
            #expect(!rule.description.failing.isEmpty, "\(rule.description.id) has no failing example")
        }
    }

    @Test func ruleIdentifiersAreUniqueSnakeCase() {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(id) is not snake_case")
            #expect(!id.hasSuffix("_rule"))
        }
    }
}
