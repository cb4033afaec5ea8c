import Foundation
import TabLintCore
import TabLintSource
import Testing

@Suite struct BaselineTests {
    private let file = SourceFile(url: URL(fileURLWithPath: "/project/App/Main.storyboard"), text: String(repeating: "<a/>\n", count: 40))
    private let other = SourceFile(url: URL(fileURLWithPath: "/project/App/Other.storyboard"), text: "<a/>\n")

    private func diagnostic(
        _ message: String, rule: String = "duplicate_object_id", objectID: String? = "x1", at offset: Int = 0, in source: SourceFile? = nil
    ) -> Diagnostic {
        Diagnostic(
            ruleID: rule, severity: .error, message: message, location: SourceLocation(file: source ?? file, range: offset..<(offset + 2)),
            objectID: objectID)
    }

    private func path(_ file: SourceFile) -> String { String(file.path.dropFirst("/project/".count)) }

    @Test func aFindingAboutAnObjectIsThatObjectsWhateverItsWording() {
        let first = diagnostic("Object id 'x1' is already used on line 12: ids must be unique", at: 5)
        let moved = diagnostic("Object id 'x1' is already used on line 14: ids must be unique", at: 60)
        #expect(first.identity(path: "App/Main.storyboard") == moved.identity(path: "App/Main.storyboard"))
        #expect(moved.identity(path: "a").message == "", "the object, not the wording, identifies it")
        #expect(diagnostic("Tab 2 'Feed' has no item").identity(path: "a") == diagnostic("Tab 5 'Feed' has no item").identity(path: "a"))
        #expect(first.identity(path: "a") != diagnostic("Object id 'x1' is already used on line 12", objectID: "x2").identity(path: "a"))
    }

    @Test func aFindingAboutNoObjectKeepsItsWordingWithoutPositions() {
        #expect(diagnostic("Tab 12 'Lines'", objectID: nil).identity(path: "a").objectID == "")
        #expect(diagnostic("see line 3 of Settings.storyboard", objectID: nil).identity(path: "a").message == "see line … of Settings.storyboard")
        #expect(diagnostic("Tab 3 is like tab 1", objectID: nil).identity(path: "a").message == "Tab … is like tab …")
        #expect(diagnostic("A", objectID: nil).identity(path: "a") != diagnostic("B", objectID: nil).identity(path: "a"))
    }

    @Test func filterSuppressesAsManyFindingsAsTheBaselineHolds() {
        let baseline = Baseline([diagnostic("Same", at: 0)], path: path)
        let current = [diagnostic("Same", at: 0), diagnostic("Same", at: 10)]
        let filtered = baseline.filter(LintResult(files: [file], diagnostics: current), path: path)
        #expect(filtered.diagnostics == [current[1]], "a second, identical slip is new")
        #expect(filtered.suppressed == 1)
    }

    @Test func filterKeepsFindingsThatDifferInAnyPartOfTheirIdentity() {
        let baseline = Baseline([diagnostic("Same"), diagnostic("Same", objectID: nil)], path: path)
        let current = [
            diagnostic("Same", in: other), diagnostic("Same", rule: "duplicate_tab"), diagnostic("Same", objectID: "x2"),
            diagnostic("Different", objectID: nil),
        ]
        let filtered = baseline.filter(LintResult(files: [file, other], diagnostics: current), path: path)
        #expect(filtered.diagnostics == current)
        #expect(filtered.suppressed == 0)
    }

    @Test func encodingIsSortedStableAndReadBack() throws {
        let baseline = Baseline(
            [diagnostic("B finding", in: other), diagnostic("A finding", objectID: nil), diagnostic("C finding")], path: path)
        #expect(baseline.findings.map(\.message) == ["A finding", "C finding", "B finding"])
        let data = baseline.encoded()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains(#""path" : "App/Main.storyboard""#))
        #expect(!text.contains("objectID\" : null"))
        #expect(try Baseline.decode(data, file: "b.json") == baseline)
        let reordered = [diagnostic("C finding"), diagnostic("A finding", objectID: nil), diagnostic("B finding", in: other)]
        #expect(Baseline(reordered, path: path) == baseline, "the file does not depend on report order")
    }

    @Test func decodingExplainsWhatIsWrong() {
        func failure(_ json: String) -> String {
            do {
                _ = try Baseline.decode(Data(json.utf8), file: "b.json")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(failure("{ \"version\": 1, ").hasPrefix("b.json: not a TabLint baseline: invalid JSON"))
        #expect(failure("[]").hasPrefix("b.json: not a TabLint baseline: "))
        #expect(failure(#"{"version": 2, "findings": []}"#) == "b.json: baseline has version 2; this tablint reads version 1")
        #expect(failure(#"{"findings": []}"#) == "b.json: baseline has no version; this tablint reads version 1")
        #expect(
            failure(#"{"version": 1, "findings": [{"path": "a", "rule": "r", "message": "m", "severity": "fatal"}]}"#)
                .hasPrefix("b.json: not a TabLint baseline: findings[0].severity: "))
        #expect(
            failure(#"{"version": 1, "findings": [{"path": "a", "message": "m", "severity": "error"}]}"#)
                == "b.json: not a TabLint baseline: findings[0].rule: value missing")
    }
}
