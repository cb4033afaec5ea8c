import Foundation
import TabLintCore
import TabLintReporters
import TabLintRules
import TabLintTestSupport
import Testing

@Suite struct SARIFReporterTests {
    private func log(_ result: LintResult = SampleResult.result()) -> SARIFLog {
        SARIFReporter().makeLog(result, context: SampleResult.context)
    }

    @Test func everyRuleThatRanIsDescribedForCodeScanning() throws {
        let rules = log().runs[0].tool.driver.rules
        #expect(rules.map(\.id) == RuleRegistry.ids)
        let rule = try #require(rules.first { $0.id == "duplicate_restoration_identifier" })
        #expect(rule.name == "DuplicateRestorationIdentifier")
        let description = try #require(RuleRegistry.rule(withID: "duplicate_restoration_identifier")).description
        #expect(rule.shortDescription.text == description.summary)
        #expect(rule.fullDescription.text == description.rationale)
        #expect(rule.help.text.contains("Example that triggers it:"))
        #expect(rule.help.markdown?.contains("```xml") == true)
        #expect(rule.defaultConfiguration.level == "error")
        #expect(rules.first { $0.id == "title_based_tab_ordering" }?.defaultConfiguration.level == "warning")
    }

    @Test func resultsPointAtRelativeURIsWithOneBasedUTF16Regions() throws {
        let run = log().runs[0]
        #expect(run.columnKind == "utf16CodeUnits")
        #expect(run.originalUriBaseIds == ["%SRCROOT%": SARIFLog.ArtifactLocation(uri: "file:///tablint-example/")])
        #expect(run.results.map(\.level) == ["error", "note", "warning"])
        let error = try #require(run.results.first)
        #expect(error.ruleId == "duplicate_restoration_identifier")
        #expect(run.tool.driver.rules[error.ruleIndex].id == error.ruleId)
        let location = try #require(error.locations.first?.physicalLocation)
        #expect(location.artifactLocation == SARIFLog.ArtifactLocation(uri: "My%20App/Main.storyboard", uriBaseId: "%SRCROOT%"))
        // Line 14, `restorationIdentifier="same"`: the value starts after 65 UTF-16 units and is 4 long.
        #expect(location.region == SARIFLog.Region(startLine: 14, startColumn: 66, endLine: 14, endColumn: 70))
        // The related tab sits after "🎉 A" (2 UTF-16 units for the emoji): column 69, where characters count 68.
        let related = try #require(error.relatedLocations?.first)
        #expect(related.id == 1)
        #expect(related.message?.text == "Tab 1 'A' has restoration identifier 'same'")
        #expect(related.physicalLocation.region == SARIFLog.Region(startLine: 13, startColumn: 69, endLine: 13, endColumn: 73))
    }

    @Test func fingerprintsSurviveLineMovesButNotADifferentFinding() throws {
        let before = log().runs[0].results
        let after = log(SampleResult.result(leadingLines: 5)).runs[0].results
        #expect(
            after.map { $0.locations[0].physicalLocation.region.startLine } == before.map { $0.locations[0].physicalLocation.region.startLine + 5 })
        #expect(after.map(\.partialFingerprints) == before.map(\.partialFingerprints))
        let fingerprints = before.map { $0.partialFingerprints["primaryLocationLineHash"]! }
        #expect(Set(fingerprints).count == fingerprints.count)
        #expect(fingerprints.allSatisfy { $0.wholeMatch(of: #/[0-9a-f]{16}:1/#) != nil })
    }

    @Test func repeatedIdentitiesAreNumbered() throws {
        let result = SampleResult.result()
        let twice = LintResult(files: result.files, diagnostics: result.diagnostics + [result.diagnostics[0]])
        let hashes = log(twice).runs[0].results.map { $0.partialFingerprints["primaryLocationLineHash"]! }
        #expect(hashes[3] == hashes[0].dropLast(2) + ":2")
    }

    @Test func filesOutsideTheBaseFolderKeepTheirAbsoluteURI() throws {
        let context = ReportContext(baseDirectory: URL(fileURLWithPath: "/elsewhere"))
        let location = try #require(SARIFReporter().makeLog(SampleResult.result(), context: context).runs[0].results.first?.locations.first)
        #expect(location.physicalLocation.artifactLocation == SARIFLog.ArtifactLocation(uri: "file:///tablint-example/My%20App/Main.storyboard"))
    }

    @Test func reportIsSARIF210JSON() throws {
        let text = SARIFReporter().report(SampleResult.result(), context: SampleResult.context)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(object["version"] as? String == "2.1.0")
        #expect(try JSONDecoder().decode(SARIFLog.self, from: Data(text.utf8)) == log())
    }
}
