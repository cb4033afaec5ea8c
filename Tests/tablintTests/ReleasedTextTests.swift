import Foundation
import TabLintCore
import TabLintModel
import TabLintReporters
import TabLintRules
import TabLintSource
import TabLintTestSupport
import TabLintWorkspace
import Testing

/// A lint that only reports lets each cleanly decoded document drop its text (`Workspace.load(keepsText: false)`,
/// what `tablint lint` does without `--fix`). Every rule, opt-in ones too, must then give the same report, to
/// the column in every position encoding: in a debug build a rule that read a released text would stop the test
/// (`SourceFile.text` asserts), and one whose positions moved would change the report.
@Suite struct ReleasedTextTests {
    private static var everyRule: Configuration {
        var configuration = Configuration()
        configuration.optInRules = Set(RuleRegistry.all.filter { $0.description.isOptIn }.map { $0.description.id })
        return configuration
    }

    private static func reports(_ folder: URL) throws -> (kept: [String], released: [String], releasedFiles: Int, files: Int) {
        let linter = Linter(ruleTypes: RuleRegistry.all, configuration: everyRule)
        func report(_ keepsText: Bool) throws -> ([String], Workspace) {
            let workspace = try Workspace.load(paths: [folder], keepsText: keepsText)
            let result = linter.lint(workspace)
            let texts = PositionEncoding.allCases.flatMap { encoding in
                var context = ReportContext(baseDirectory: folder, positionEncoding: encoding)
                context.rules = linter.rules.map { type(of: $0).description }
                context.workspace = workspace
                let reports = ["json", "sarif", "text"].map { ReporterRegistry.reporter($0)!.report(result, context: context) }
                // The HTML report draws the graph, which asks which edges' destinations exist.
                return reports + [HTMLReporter(drawing: .builtIn).report(result, context: context)]
            }
            return (texts, workspace)
        }
        let (kept, whole) = try report(true)
        let (released, compact) = try report(false)
        #expect(whole.files.allSatisfy { $0.source.keepsText })
        return (kept, released, compact.files.count { !$0.source.keepsText }, compact.files.count)
    }

    @Test func theCorpusReportsTheSameWithoutTheDocumentsText() throws {
        let (kept, released, releasedFiles, files) = try Self.reports(Fixtures.repositoryRoot().appendingPathComponent("Corpus"))
        #expect(kept == released)
        // Only documents with XML warnings or errors, or that are not documents, keep their text.
        #expect(releasedFiles > files * 8 / 10, "\(releasedFiles) of \(files)")
    }

    @Test(.enabled(if: Fixtures.sharedFolder != nil, "../shared is not beside the repository"))
    func theRealAppsReportTheSameWithoutTheDocumentsText() throws {
        let real = try #require(Fixtures.sharedFolder).appendingPathComponent("corpus/real")
        let (kept, released, releasedFiles, files) = try Self.reports(real)
        #expect(kept == released)
        #expect(releasedFiles > files * 9 / 10, "\(releasedFiles) of \(files)")
    }

    /// Every rule's examples, in every variant (UTF-16, CRLF, after an emoji-titled controller on the same line):
    /// the same findings at the same line and column in every encoding, notes included.
    @Test(arguments: ExampleVariant.allCases)
    func everyRuleExampleFindsTheSameWithoutTheDocumentsText(_ variant: ExampleVariant) {
        var released = 0
        for rule in RuleRegistry.all {
            for example in rule.description.failing + rule.description.passing {
                let kept = ExampleRunner.lint(example, rule: rule, variant: variant)
                let compact = ExampleRunner.lint(example, rule: rule, variant: variant, keepsText: false)
                released += compact.workspace.files.count { !$0.source.keepsText }
                // Exactly the documents that decoded without an XML issue let their text go.
                #expect(compact.workspace.files.allSatisfy { $0.source.keepsText == ($0.document == nil || !$0.xmlIssues.isEmpty) })
                #expect(
                    compact.diagnostics.map(Self.placed) == kept.diagnostics.map(Self.placed),
                    "\(rule.description.id), \(variant): \(example.files.first?.path ?? "")")
            }
        }
        #expect(released > 60)
    }

    /// A finding and its notes with their places in every encoding.
    private static func placed(_ diagnostic: Diagnostic) -> String {
        func place(_ location: TabLintSource.SourceLocation) -> String {
            let ends = [location.range.lowerBound, location.range.upperBound]
            let positions = PositionEncoding.allCases.flatMap { encoding in ends.map { location.file.position(of: $0, in: encoding) } }
            return location.file.fileName + positions.map { " \($0.line):\($0.column)" }.joined()
        }
        let notes = diagnostic.related.map { " | " + place($0.location) + " " + $0.message }.joined()
        return "\(place(diagnostic.location)) \(diagnostic.severity.rawValue) \(diagnostic.message)\(notes)"
    }

    @Test func documentsWithXMLIssuesKeepTheirText() {
        let url = URL(fileURLWithPath: "/tmp/Bad.storyboard")
        let malformed = DocumentLoader.load(SourceFile(url: url, text: "<document><scenes></document>"), keepsText: false)
        #expect(malformed.source.keepsText)
        let clean = DocumentLoader.load(
            SourceFile(url: url, text: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes/></document>"#),
            keepsText: false)
        #expect(clean.document != nil)
        #expect(!clean.source.keepsText)
        #expect(clean.document?.source === clean.source)
    }
}
