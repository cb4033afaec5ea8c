import Foundation
import TabLintReporters
import TabLintTestSupport
import Testing

/// The report of the bundled Corpus in every CI format, byte for byte, against `Goldens/corpus.<format>`
/// (`text` and `json` are `Reports/corpus.txt` and `Reports/corpus.json`, which `CorpusReportTests` checks).
/// The checkout's absolute path (plain and as a `file:` URI) reads `/TABLINT_CHECKOUT` in the goldens.
/// `bash .ci/refresh-reports.sh` regenerates them (it runs this suite with `TABLINT_RECORD_GOLDENS=1`).
@Suite struct GoldenReportTests {
    static let formats = ["sarif", "github", "gitlab", "xcode", "checkstyle", "junit", "summary"]
    static let placeholder = "/TABLINT_CHECKOUT"

    private let root = Fixtures.repositoryRoot()
    private var goldens: URL { root.appendingPathComponent("Tests/tablintTests/Goldens") }
    private var recording: Bool { ProcessInfo.processInfo.environment["TABLINT_RECORD_GOLDENS"] == "1" }

    /// The checkout's path replaced by the placeholder, in its URI spelling first (percent-encoded), then plain.
    static func normalized(_ text: String, root: URL) -> String {
        let path = root.standardizedFileURL.path
        let uri = URL(fileURLWithPath: path, isDirectory: true).absoluteString.dropLast()  // "file:///…/checkout"
        return text.replacingOccurrences(of: String(uri), with: "file://" + placeholder).replacingOccurrences(of: path, with: placeholder)
    }

    @Test(arguments: formats)
    func corpusReportMatchesItsGolden(format: String) throws {
        let run = try CommandRunner.run(["lint", "Corpus", "--format", format, "--fail-on", "never", "--quiet"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.isEmpty)
        // A path spelling the normalisation misses would leave this checkout's location in the golden, and the
        // comparison fails in any other checkout (CI runs in a fresh clone).
        let actual = Self.normalized(run.stdout, root: root)
        let golden = goldens.appendingPathComponent("corpus.\(format)")
        if recording {
            try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: golden, options: .atomic)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected, "Goldens/corpus.\(format) is stale: run bash .ci/refresh-reports.sh and review the diff")
    }

    @Test func corpusXMLReportsHaveUniqueTestNamesAndNoLineZero() throws {
        let junit = try CommandRunner.run(["lint", "Corpus", "--format", "junit", "--fail-on", "never", "--quiet"], in: root).stdout
        let names = junit.matches(of: #/<testcase classname="[^"]*" name="([^"]*)"/#).map { String($0.output.1) }
        #expect(names.count > 40)
        #expect(Set(names).count == names.count)
        let checkstyle = try CommandRunner.run(["lint", "Corpus", "--format", "checkstyle", "--fail-on", "never", "--quiet"], in: root).stdout
        let lines = checkstyle.matches(of: #/ line="([0-9]+)"/#).map { Int($0.output.1)! }
        #expect(lines.count == junit.matches(of: #/<failure /#).count)
        #expect(lines.allSatisfy { $0 >= 1 })
    }

    @Test func goldensAreExactlyTheRegisteredFormatsChecked() throws {
        #expect(Set(Self.formats).isSubset(of: ReporterRegistry.ids))
        guard !recording else { return }
        let listed = try FileManager.default.contentsOfDirectory(atPath: goldens.path).filter { $0.hasPrefix("corpus.") }
        #expect(Set(listed) == Set(Self.formats.map { "corpus.\($0)" }))
    }
}
