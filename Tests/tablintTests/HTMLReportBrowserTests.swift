import Foundation
import TabLintCore
import TabLintReporters
import TabLintRules
import TabLintTestSupport
import TabLintWorkspace
import Testing

/// The HTML report of the Corpus, opened in headless Chromium: after its script ran, the page holds the
/// drawn graph's nodes and every finding, and a screenshot of it is a real picture.
@Suite(.enabled(if: InstalledProgram.chromium != nil, "Chromium is not installed (Debian package chromium)"))
struct HTMLReportBrowserTests {
    private let root = Fixtures.repositoryRoot()

    private func chromium(_ arguments: [String], page: URL) throws -> InstalledProgram.Output {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let flags = [
            "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions", "--disable-dev-shm-usage",
            "--hide-scrollbars", "--user-data-dir=\(profile.path)",
        ]
        return try #require(InstalledProgram.chromium).run(flags + arguments + [page.absoluteString], timeout: 180)
    }

    /// The number of findings of the Corpus, from its JSON report.
    private func corpusFindings() throws -> Int {
        let run = try CommandRunner.run(["lint", "Corpus", "--format", "json", "--fail-on", "never", "--quiet"], in: root)
        let report = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8))
        return report.files.map(\.diagnostics.count).reduce(0, +)
    }

    private func checkInChromium(_ page: URL, findings: Int) throws {
        let html = try String(contentsOf: page, encoding: .utf8)
        let drawnNodes = HTMLReportChecks.count("class=\"node controller ", in: html)
        #expect(drawnNodes > 20)
        let dom = try chromium(["--dump-dom"], page: page)
        #expect(!dom.timedOut)
        #expect(dom.status == 0)
        // The page's script counted the SVG nodes and findings it found in the live DOM.
        #expect(dom.stdout.contains("data-graph-nodes=\"\(HTMLReportChecks.count("class=\"node ", in: html))\""))
        #expect(dom.stdout.contains("data-findings=\"\(findings)\""))
        #expect(HTMLReportChecks.count("<li class=\"finding ", in: dom.stdout) == findings)
        #expect(HTMLReportChecks.count("<svg class=\"tab-graph\"", in: dom.stdout) == HTMLReportChecks.svgElements(html).count)
        #expect(HTMLReportChecks.count("class=\"node controller ", in: dom.stdout) == drawnNodes)

        let png = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-report-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let shot = try chromium(["--window-size=1280,1600", "--screenshot=\(png.path)"], page: page)
        #expect(shot.status == 0)
        let bytes = [UInt8](try Data(contentsOf: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16…23.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1280 && height == 1600)
        // A blank page compresses to a few kilobytes; a drawn graph with text does not.
        #expect(bytes.count > 60_000)
    }

    @Test func theCorpusReportRendersItsGraphAndFindings() throws {
        let folder = try CommandRunner.project(["README.txt": "an empty folder to write the report in\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        let run = try CommandRunner.run(["lint", "Corpus", "--format", "html", "--fail-on", "never", "--quiet", "--output", page.path], in: root)
        #expect(run.status == 0)
        try checkInChromium(page, findings: try corpusFindings())
    }

    @Test func theBuiltInDrawingRendersToo() throws {
        let workspace = try Workspace.load(paths: [root.appendingPathComponent("Corpus")])
        let result = Linter(ruleTypes: RuleRegistry.all).lint(workspace)
        var context = ReportContext(baseDirectory: root)
        context.workspace = workspace
        let html = HTMLReporter(drawing: .builtIn).report(result, context: context)
        #expect(html.contains("content=\"tablint layered layout\""))
        let folder = try CommandRunner.project(["report.html": html])
        defer { try? FileManager.default.removeItem(at: folder) }
        try checkInChromium(folder.appendingPathComponent("report.html"), findings: result.diagnostics.count)
    }
}
