import Foundation
import LSPProtocol
import TabLintReporters
import TabLintTestSupport
import TabLintWorkspace
import Testing

/// `tablint lsp` publishes exactly the diagnostics `tablint lint --format json` reports for the same files:
/// every Corpus document, and every code file the report has findings in, is opened in an in-process server
/// whose workspace root is the Corpus, and what it publishes is compared, diagnostic for diagnostic, with the
/// CLI's JSON.
@Suite struct LSPMatchesLintTests {
    @Test func publishedDiagnosticsEqualTheCLIsJSONForEveryCorpusFile() throws {
        let root = Fixtures.repositoryRoot()
        let corpus = root.appendingPathComponent("Corpus")
        let run = try CommandRunner.run(["lint", "Corpus", "--format", "json", "--fail-on", "never", "--quiet"], in: root)
        #expect(run.status == 0)
        let report = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8))
        let expected = Dictionary(uniqueKeysWithValues: report.files.map { ($0.uri, $0.diagnostics) })

        let client = LSPTestClient()
        try client.initialize(root: corpus)
        var compared: [String] = []
        for url in try FileDiscovery.documents(under: [corpus]) {
            let bytes = try Data(contentsOf: url)
            // Editors hold text: a file that is not UTF-8 cannot be opened byte for byte (none is today).
            guard let text = String(data: bytes, encoding: .utf8), Data(text.utf8) == bytes else { continue }
            client.open(url.absoluteString, text: text)
            compared.append(url.absoluteString)
        }
        #expect(compared.count == report.summary.files)
        // Findings rules locate in the app's code (`tab_title_overridden`, those on tab bars built in code) are
        // published for the code file, open too.
        let codeFiles = report.files.map(\.uri).filter { uri in
            !compared.contains(uri) && [".swift", ".m", ".mm", ".h"].contains { uri.hasSuffix($0) }
        }
        #expect(codeFiles.contains { $0.hasSuffix(".swift") }, "the Corpus has a finding in a Swift file")
        #expect(codeFiles.contains { $0.hasSuffix(".m") }, "the Corpus has a finding in an Objective-C file")
        for uri in codeFiles {
            client.open(uri, text: try String(contentsOf: try #require(URL(string: uri)), encoding: .utf8))
            compared.append(uri)
        }
        var withFindings = 0
        for uri in compared {
            let published = try client.diagnostics(uri, version: 1)
            #expect(published == (expected[uri] ?? []), "\(uri)")
            if !published.isEmpty { withFindings += 1 }
        }
        #expect(withFindings == report.files.count)
        #expect(try client.shutdownAndExit() == 0)
    }
}
