import Foundation
import TabLintReporters
import TabLintTestSupport
import Testing

/// Every `.strings` file that ships is checked: one that cannot be decoded is a warning at its first bad line,
/// wherever it is; UTF-16 with a byte order mark and property lists are fine.
@Suite struct UndecodableStringsCommandTests {
    @Test func anUndecodableShippedStringsFileIsAWarningAtItsFirstBadLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Fixtures.repositoryRoot().appendingPathComponent("Corpus/CleanApp"), to: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let french = folder.appendingPathComponent("CleanApp/fr.lproj")
        try FileManager.default.createDirectory(at: french, withIntermediateDirectories: true)
        try Data(Array("/* Menu */\n\"menu\" = \"Menu\";\n\"coffee\" = \"caf".utf8) + [0xE9] + Array("\";\n".utf8))
            .write(to: french.appendingPathComponent("Localizable.strings"))
        let utf16 = [UInt8](("\u{FEFF}\"menu\" = \"Men\u{00FC}\";\n").data(using: .utf16LittleEndian)!)
        try Data(utf16).write(to: french.appendingPathComponent("Menu.strings"))
        try Data(Array("bplist00".utf8) + [0xD0, 0x08]).write(to: french.appendingPathComponent("Compiled.strings"))
        let run = try CommandRunner.run(["lint", ".", "--format", "json", "--fail-on", "warning", "--quiet"], in: folder)
        #expect(run.status == 1)
        let report = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8))
        let findings = report.files.flatMap { file in file.diagnostics.map { (file.path, $0) } }
        #expect(findings.map(\.0) == ["CleanApp/fr.lproj/Localizable.strings"])
        #expect(findings.first?.1.code == "unreadable_project_file")
        #expect(findings.first?.1.severity?.rawValue == 2)
        #expect(findings.first?.1.range.start.line == 2)
    }
}
