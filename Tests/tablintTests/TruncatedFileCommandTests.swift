import Foundation
import TabLintReporters
import TabLintTestSupport
import Testing

/// A storyboard that ends early (a copy or checkout cut short) is one finding that says it is truncated and where,
/// with libxml2's words as detail, wherever the cut falls: libxml2 alone gives up to three messages that name what it
/// was reading ("AttValue: ' expected", and from its push parser "Extra content at the end of the document").
@Suite struct TruncatedFileCommandTests {
    private static let original = Fixtures.repositoryRoot().appendingPathComponent("Corpus/Tabster/Tabster/Base.lproj/Main.storyboard")

    /// Where to cut `bytes`: in the XML declaration, in the root's start tag, inside an attribute value, inside an
    /// element name, just after a complete tag and its line break, inside a closing tag, just before the root's last
    /// `>`, and at even steps through the rest: every one leaves the root element open.
    private func cuts(_ bytes: [UInt8]) -> [Int] {
        let text = String(decoding: bytes, as: UTF8.self)
        func offset(after needle: String, plus extra: Int = 0) -> Int {
            text.utf8.distance(from: text.utf8.startIndex, to: text.range(of: needle)!.upperBound.samePosition(in: text.utf8)!) + extra
        }
        let end = offset(after: "</document>") - 1
        var cuts = [
            20, offset(after: "<document ", plus: 10), offset(after: "<scene sceneID=\"", plus: 3), offset(after: "<tabBarCont", plus: 0),
            offset(after: "</connections>\n"), offset(after: "</tabBarC"), end,
        ]
        cuts += stride(from: 500, to: end, by: end / 13)
        return cuts.sorted()
    }

    @Test func aRealStoryboardCutAnywhereIsOneFindingThatSaysItIsTruncated() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.original))
        let folder = try CommandRunner.project([:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var expectedLines: [String: Int] = [:]
        for (index, cut) in cuts(bytes).enumerated() {
            let prefix = Array(bytes[..<cut])
            let name = "Cut\(index).storyboard"
            try Data(prefix).write(to: folder.appendingPathComponent(name))
            // The line of the last character that is not white space: where the text stops.
            let last = prefix.lastIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }!
            expectedLines[name] = prefix[...last].filter { $0 == 0x0A }.count + 1
        }
        let run = try CommandRunner.run(["lint", ".", "--format", "json", "--fail-on", "never", "--allow-empty"], in: folder)
        let report = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8))
        #expect(report.files.count == expectedLines.count, "\(run.stdout)")
        for file in report.files {
            let line = try #require(expectedLines[file.path], "\(file.path)")
            #expect(file.diagnostics.count == 1, "\(file.path): \(file.diagnostics.map(\.message))")
            let finding = try #require(file.diagnostics.first)
            #expect(finding.code == "xml_parse_error" && finding.severity?.rawValue == 1)
            #expect(
                finding.message.hasPrefix("File is truncated at line \(line): it ends before its XML is complete (libxml2: "),
                "\(file.path): \(finding.message)")
            #expect(finding.range.start.line + 1 == line, "\(file.path)")
        }
    }

    @Test func aFileBrokenBeforeItsEndIsNotCalledTruncated() throws {
        let text = try String(contentsOf: Self.original, encoding: .utf8)
        // A closing tag lost in the middle, and a complete file with a stray closing tag at its very end.
        let lost = text.replacingOccurrences(of: "</connections>", with: "", options: [], range: text.range(of: "</connections>"))
        let stray = text + "</scene>\n"
        let folder = try CommandRunner.project(["Lost.storyboard": lost, "Stray.storyboard": stray])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["lint", ".", "--format", "json", "--fail-on", "never"], in: folder)
        let report = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8))
        let findings = report.files.flatMap(\.diagnostics).filter { $0.code == "xml_parse_error" }
        #expect(findings.count == 2, "\(findings.map(\.message))")
        for finding in findings {
            #expect(finding.message.hasPrefix("XML parse error: "), "\(finding.message)")
            #expect(!finding.message.contains("truncated"), "\(finding.message)")
        }
    }
}
