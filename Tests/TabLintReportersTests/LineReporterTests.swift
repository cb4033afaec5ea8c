import Foundation
import TabLintCore
import TabLintReporters
import TabLintTestSupport
import Testing

/// The line-oriented CI formats: GitHub workflow commands and Xcode's `path:line:col: kind: message`.
@Suite struct LineReporterTests {
    @Test func githubWritesOneEscapedWorkflowCommandPerFinding() {
        let lines = GitHubReporter().report(SampleResult.result(), context: SampleResult.context).split(separator: "\n")
        #expect(
            lines == [
                "::error file=My App/Main.storyboard,line=14,col=66,endLine=14,endColumn=70,title=Duplicate restoration identifier (duplicate_restoration_identifier)::Tab 2 'Fish & <Chips> \"now\"' has restoration identifier 'same', like tab 1 'A': state restoration cannot tell them apart%0AMy App/Main.storyboard:13:69: note: Tab 1 'A' has restoration identifier 'same'",
                "::notice file=My App/Main.storyboard,line=14,col=146,endLine=14,endColumn=186,title=Missing tab bar item (missing_tab_bar_item)::Tab 2 'Fish & <Chips> \"now\"' has a title but no image",
                "::warning file=My App/Main.storyboard,line=15,col=18,endLine=15,endColumn=32,title=Missing tab bar item (missing_tab_bar_item)::Tab 3 'C' has no tab bar item: UIKit makes a text-only item from the controller's title",
            ])
    }

    @Test func githubEscapesPropertiesAndData() {
        #expect(GitHubReporter.escapeData("100% done\r\nnext") == "100%25 done%0D%0Anext")
        #expect(GitHubReporter.escapeProperty("a,b: c%") == "a%2Cb%3A c%25")
    }

    @Test func githubTitleFallsBackToTheRuleIDWithoutDescriptions() {
        let text = GitHubReporter().report(SampleResult.result(), context: ReportContext(baseDirectory: ExampleRunner.root))
        #expect(text.contains(",title=duplicate_restoration_identifier::"))
    }

    @Test func xcodeWritesAbsolutePathsAndUTF8Columns() {
        let lines = XcodeReporter().report(SampleResult.result(), context: SampleResult.context).split(separator: "\n")
        #expect(
            lines == [
                "/tablint-example/My App/Main.storyboard:14:66: error: Tab 2 'Fish & <Chips> \"now\"' has restoration identifier 'same', like tab 1 'A': state restoration cannot tell them apart (duplicate_restoration_identifier)",
                // After "🎉 A" (4 UTF-8 bytes for the emoji): column 71, where UTF-16 counts 69.
                "/tablint-example/My App/Main.storyboard:13:71: note: Tab 1 'A' has restoration identifier 'same'",
                "/tablint-example/My App/Main.storyboard:14:146: note: Tab 2 'Fish & <Chips> \"now\"' has a title but no image (missing_tab_bar_item)",
                "/tablint-example/My App/Main.storyboard:15:18: warning: Tab 3 'C' has no tab bar item: UIKit makes a text-only item from the controller's title (missing_tab_bar_item)",
            ])
    }

    @Test func summaryCountsByRuleAndSeverity() {
        var result = SampleResult.result()
        #expect(
            SummaryReporter().report(result, context: SampleResult.context) == """
                rule                              errors  warnings  infos  total  files
                --------------------------------  ------  --------  -----  -----  -----
                duplicate_restoration_identifier       1         0      0      1      1
                missing_tab_bar_item                   0         1      1      2      1
                --------------------------------  ------  --------  -----  -----  -----
                total                                  1         1      1      3      1

                1 file linted, 1 with findings

                """)
        result.suppressed = 4
        #expect(
            SummaryReporter().report(result, context: SampleResult.context).hasSuffix(
                "1 file linted, 1 with findings; 4 findings suppressed by the baseline\n"))
        let clean = LintResult(files: result.files, diagnostics: [])
        #expect(SummaryReporter().report(clean, context: SampleResult.context) == "No findings\n\n1 file linted, 0 with findings\n")
    }

    @Test func registryKnowsEveryCIFormat() {
        for id in ["text", "json", "sarif", "github", "xcode", "checkstyle", "junit", "summary"] {
            #expect(ReporterRegistry.reporter(id).map { type(of: $0).id } == id)
        }
        #expect(ReporterRegistry.all.filter(\.isLineOriented).map { type(of: $0).id } == ["text", "github", "xcode", "summary"])
    }
}
