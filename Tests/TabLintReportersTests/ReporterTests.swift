import Foundation
import LSPProtocol
import TabLintCore
import TabLintReporters
import TabLintRules
import TabLintSource
import TabLintTestSupport
import Testing

@Suite struct ReporterTests {
    /// Two tabs with one restoration identifier: an error with a related location.
    private func result() -> LintResult {
        let workspace = ExampleRunner.workspace([
            (
                path: "App/Main.storyboard",
                text: Example.storyboard(
                    """
                    <tabBarController restorationIdentifier="tabs" id="tabs" sceneMemberID="viewController">
                        <connections>
                            <segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/>
                            <segue destination="b" kind="relationship" relationship="viewControllers" id="s2"/>
                        </connections>
                    </tabBarController>
                    <viewController title="🎉 A" restorationIdentifier="same" id="a" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="A" image="a" id="i1"/></viewController>
                    <viewController title="B" restorationIdentifier="same" id="b" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="B" image="b" id="i2"/></viewController>
                    """)
            )
        ])
        return Linter(ruleTypes: RuleRegistry.all).lint(workspace)
    }

    private var context: ReportContext { ReportContext(baseDirectory: ExampleRunner.root) }

    @Test func textReporterWritesDiagnosticsAndNotes() {
        let text = TextReporter().report(result(), context: context)
        #expect(
            text == """
                App/Main.storyboard:13:66: error: Tab 2 'B' has restoration identifier 'same', like tab 1 'A': state restoration cannot tell them apart [duplicate_restoration_identifier]
                App/Main.storyboard:12:68: note: Tab 1 'A' has restoration identifier 'same'

                """)
    }

    @Test func jsonReporterWritesLSPDiagnosticsInTheNegotiatedEncoding() throws {
        for (encoding, column) in [(PositionEncoding.utf16, 68), (.utf8, 70), (.utf32, 67)] {
            let json = JSONReporter().report(result(), context: ReportContext(baseDirectory: ExampleRunner.root, positionEncoding: encoding))
            let report = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(json.utf8))
            let diagnostic = try #require(report.files.first?.diagnostics.first)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.code == "duplicate_restoration_identifier")
            let related = try #require(diagnostic.relatedInformation?.first)
            #expect(related.location.uri == "file:///tablint-example/App/Main.storyboard")
            // Line 12 holds `title="🎉 A"` before the identifier: 2 UTF-16 units, 4 UTF-8 bytes, 1 scalar.
            #expect(related.location.range.start == Position(line: 11, character: column))
            #expect(diagnostic.data?["fix"] == "uniqueRestorationIdentifier")
        }
    }

    @Test func registryKnowsEveryFormatByName() {
        #expect(ReporterRegistry.ids.prefix(2) == ["text", "json"])
        #expect(ReporterRegistry.ids.contains("html"))
        #expect(ReporterRegistry.reporter("json") is JSONReporter)
        #expect(ReporterRegistry.reporter("yaml") == nil)
    }
}
