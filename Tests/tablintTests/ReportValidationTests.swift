import Foundation
import TabLintReporters
import TabLintTestSupport
import Testing

/// The Corpus report in each structured format validates against its official schema: SARIF 2.1.0 (plus
/// GitHub code scanning's rules), the checkstyle and JUnit XSDs (validators from `../shared`), and the
/// committed JSON Schema of the JSON report. Each validator is also shown rejecting a broken report, so a
/// pass means something.
@Suite(
    .enabled(if: ExternalTool.python != nil, "needs .venv with jsonschema and xmlschema: bash .ci/run creates it"),
    .enabled(if: ExternalTool.reportValidator != nil, "needs ../shared/lsp-clients/validate_reports.py beside the checkout"))
struct ReportValidationTests {
    private let root = Fixtures.repositoryRoot()

    private func corpusReport(_ format: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("corpus.\(format)")
        let run = try CommandRunner.run(["lint", "Corpus", "--format", format, "--fail-on", "never", "--quiet", "--output", file.path], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        return file
    }

    private func validate(_ kind: String, _ file: URL, github: Bool = false) throws -> CommandRunner.Output {
        try ExternalTool.run(ExternalTool.python!, [ExternalTool.reportValidator!.path, kind, file.path] + (github ? ["--github"] : []))
    }

    @Test func sarifValidatesAgainstTheSchemaAndGitHubCodeScanningRules() throws {
        let file = try corpusReport("sarif")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try validate("sarif", file, github: true)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("VALID"))
    }

    @Test(arguments: ["checkstyle", "junit"])
    func xmlReportValidatesAgainstItsXSD(format: String) throws {
        let file = try corpusReport(format)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try validate(format, file)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func jsonReportValidatesAgainstTheCommittedSchema() throws {
        let file = try corpusReport("json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try ExternalTool.validateSchema(root.appendingPathComponent("Docs/tablint-report.schema.json").path, file)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// GitLab Code Quality: the fields GitLab documents, and fingerprints unique in the report (GitLab drops
    /// issues whose fingerprint repeats).
    @Test func gitlabReportValidatesAgainstGitLabsDocumentedFields() throws {
        let file = try corpusReport("gitlab")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let schema = root.appendingPathComponent("Docs/gitlab-codequality.schema.json").path
        let result = try ExternalTool.validateSchema(schema, file)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let issues = try JSONDecoder().decode([GitLabReporter.Issue].self, from: Data(contentsOf: file))
        #expect(!issues.isEmpty)
        #expect(Set(issues.map(\.fingerprint)).count == issues.count)
        let broken = file.deletingLastPathComponent().appendingPathComponent("broken.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #""severity" : "major""#, with: #""severity" : "error""#).utf8).write(to: broken)
        #expect(try ExternalTool.validateSchema(schema, broken).status == 1)
    }

    /// Each report, broken in one way a reporter could break it, is rejected.
    @Test func validatorsRejectBrokenReports() throws {
        let cases: [(format: String, from: String, to: String)] = [
            ("sarif", #""ruleId" : "duplicate_object_id""#, #""ruleId" : "no_such_rule""#),
            ("sarif", #""startLine" : 70"#, #""startLine" : 0"#),
            ("checkstyle", #"line="70""#, #"line="0""#),
            ("junit", #"<testsuite name="Corpus/CleanApp/CleanApp/Base.lproj/Main.storyboard" tests="1" "#, #"<testsuite tests="1" "#),
            ("json", #""severity" : 1"#, #""severity" : 4"#),
        ]
        for (format, from, to) in cases {
            let file = try corpusReport(format)
            defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(from), "\(format): the report no longer contains \(from)")
            try Data(text.replacingOccurrences(of: from, with: to).utf8).write(to: file)
            let result =
                format == "json"
                ? try ExternalTool.validateSchema(root.appendingPathComponent("Docs/tablint-report.schema.json").path, file)
                : try validate(format, file, github: format == "sarif")
            #expect(result.status == 1, "\(format) with \(to) should be invalid: \(result.stdout)")
        }
    }
}
