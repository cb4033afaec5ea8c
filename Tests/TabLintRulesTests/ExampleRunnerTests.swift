import TabLintCore
import TabLintRules
import TabLintTestSupport
import Testing

/// The example runner fails an example whose findings do not match its keyed expectations.
@Suite struct ExampleRunnerTests {
    private let rule = RuleRegistry.all.first { $0.description.id == "duplicate_tab" }!
    private let message = "Tab 3 connects the same scene 'Feed' as tab 1, and no code tells the copies apart"

    /// `duplicate_tab`'s failing example (one finding, an info at 1️⃣) with other expectations.
    private func problems(expecting expectations: [String: String]) -> [String] {
        let example = rule.description.failing[0]
        return ExampleRunner.problems(Example(files: example.files, expect: expectations), rule: rule, failing: true)
    }

    @Test func acceptsTheFindingItExpects() {
        #expect(problems(expecting: ["1️⃣": "info: \(message)"]) == [])
    }

    @Test func reportsAWrongSeverity() {
        #expect(problems(expecting: ["1️⃣": "error: \(message)"]) == ["at 1️⃣: expected «error: \(message)», got «info: \(message)»"])
    }

    @Test func reportsAWrongMessage() {
        #expect(
            problems(expecting: ["1️⃣": "info: Tab 2 connects nothing"]) == [
                "at 1️⃣: expected «info: Tab 2 connects nothing», got «info: \(message)»"
            ])
    }

    @Test func requiresASeverity() {
        #expect(
            problems(expecting: ["1️⃣": message]) == [
                "the expectation at 1️⃣ states no severity: «\(message)» (write \"warning: …\", \"error: …\" or \"info: …\")"
            ])
        #expect(problems(expecting: ["1️⃣": "fatal: \(message)"]).count == 1)
    }

    @Test func requiresAnExpectationForEveryMarker() {
        let offset = MarkedText(rule.description.failing[0].files[0].text).markers["1️⃣"]!
        #expect(problems(expecting: [:]) == ["no expectation for 1️⃣ (Main.storyboard offset \(offset))"])
    }

    @Test func reportsAnExpectationWithoutItsMarker() {
        #expect(
            problems(expecting: ["1️⃣": "info: \(message)", "2️⃣": "info: \(message)"]) == [
                "expectation for 2️⃣, which no file of the example marks"
            ])
    }

    @Test func reportsAMarkerWithoutAFindingAndAFindingAtNoMarker() throws {
        let example = rule.description.failing[0]
        let diagnostic = try #require(ExampleRunner.run(example, rule: rule).first)
        let elsewhere = ExampleRunner.Marker(name: "1️⃣", url: diagnostic.location.file.url, offset: 0)
        let problems = ExampleRunner.problems(
            markers: [elsewhere], expectations: ["1️⃣": "info: \(message)"], diagnostics: [diagnostic])
        #expect(problems.count == 2)
        #expect(problems.first == "no diagnostic at 1️⃣ (Main.storyboard offset 0), expected «info: \(message)»")
        #expect(problems.last?.hasPrefix("unexpected Main.storyboard:") == true)
    }

    @Test func readsTheSeverityOfAnExpectation() {
        #expect(ExpectedFinding("info: Tab 1 'a: b'") == ExpectedFinding("info: Tab 1 'a: b'"))
        #expect(ExpectedFinding("info: Tab 1 'a: b'")?.severity == .info)
        #expect(ExpectedFinding("info: Tab 1 'a: b'")?.message == "Tab 1 'a: b'")
        #expect(ExpectedFinding("Tab 1: no item") == nil)
        #expect(ExpectedFinding("warning:no space") == nil)
    }
}
