import Foundation
import TabLintCore
import TabLintReporters
import TabLintTestSupport
import Testing

/// `--write-baseline` and `--baseline` on a copy of the Corpus: the round trip the issue describes.
@Suite struct BaselineCommandTests {
    /// A copy of the bundled Corpus in a fresh temporary folder, as `<folder>/Corpus`.
    private func corpusCopy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Fixtures.repositoryRoot().appendingPathComponent("Corpus"), to: folder.appendingPathComponent("Corpus"))
        return folder
    }

    /// Inserts two comment lines after the XML declaration of every IB file that has one: every finding
    /// below moves down two lines, and messages that name another line change their number.
    /// Returns the edited files' paths relative to `folder`'s parent (as reports show them).
    private func insertUnrelatedLines(under folder: URL) throws -> Set<String> {
        var edited = Set<String>()
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        for case let url as URL in enumerator where ["storyboard", "xib"].contains(url.pathExtension) {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.hasPrefix("<?xml"), let end = text.firstIndex(of: "\n") else { continue }
            let edit = "\n<!-- an unrelated edit -->\n<!-- and another -->"
            try Data((text[..<end] + edit + text[end...]).utf8).write(to: url)
            edited.insert("Corpus/" + url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
        }
        return edited
    }

    private func json(_ folder: URL, _ arguments: [String]) throws -> (status: Int32, report: JSONReporter.Report) {
        let run = try CommandRunner.run(["lint", "Corpus", "--format", "json", "--quiet"] + arguments, in: folder)
        return (run.status, try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8)))
    }

    @Test func roundTripSurvivesUnrelatedEditsAndReportsExactlyTheNewProblem() throws {
        let folder = try corpusCopy()
        defer { try? FileManager.default.removeItem(at: folder) }

        // Write: every current finding goes into the baseline; the report itself is unchanged.
        let written = try json(folder, ["--write-baseline", "baseline.json", "--fail-on", "never"])
        let total = written.report.files.map(\.diagnostics.count).reduce(0, +)
        #expect(total > 20)
        #expect(written.report.summary.suppressed == nil)
        let baseline = try Baseline.decode(Data(contentsOf: folder.appendingPathComponent("baseline.json")), file: "baseline.json")
        #expect(baseline.version == 1)
        #expect(baseline.findings.count == total)

        // Compare: nothing is new, so the default gate passes.
        let unchanged = try json(folder, ["--baseline", "baseline.json"])
        #expect(unchanged.status == 0)
        #expect(unchanged.report.files.isEmpty)
        #expect(unchanged.report.summary.suppressed == total)

        // Unrelated edits move every finding (and change the line numbers some messages quote): still nothing new.
        let edited = try insertUnrelatedLines(under: folder.appendingPathComponent("Corpus"))
        #expect(edited.count > 20)
        let moved = try json(folder, ["--fail-on", "never"])
        let expectedLines = written.report.files.flatMap { file in
            file.diagnostics.map { $0.range.start.line + (edited.contains(file.path) ? 2 : 0) }
        }
        #expect(moved.report.files.flatMap(\.diagnostics).map(\.range.start.line) == expectedLines)
        #expect(Set(moved.report.files.flatMap(\.diagnostics).map(\.message)) != Set(written.report.files.flatMap(\.diagnostics).map(\.message)))
        let afterEdits = try json(folder, ["--baseline", "baseline.json"])
        #expect(afterEdits.status == 0)
        #expect(afterEdits.report.files.isEmpty)
        #expect(afterEdits.report.summary.suppressed == total)

        // A real problem: the clean app's second tab takes the first tab's restoration identifier.
        let main = folder.appendingPathComponent("Corpus/CleanApp/CleanApp/Base.lproj/Main.storyboard")
        let text = try String(contentsOf: main, encoding: .utf8)
        #expect(text.contains(#"restorationIdentifier="SearchNavigation""#))
        try Data(
            text.replacingOccurrences(of: #"restorationIdentifier="SearchNavigation""#, with: #"restorationIdentifier="FeedNavigation""#).utf8
        ).write(to: main)
        let broken = try json(folder, ["--baseline", "baseline.json"])
        #expect(broken.status == 1)
        #expect(broken.report.summary.suppressed == total)
        let new = broken.report.files.flatMap(\.diagnostics)
        #expect(new.count == 1)
        #expect(new.first?.code == "duplicate_restoration_identifier")
        #expect(broken.report.files.map(\.path) == ["Corpus/CleanApp/CleanApp/Base.lproj/Main.storyboard"])
    }

    @Test func fixingABaselinedFindingSuppressesOneFewer() throws {
        let folder = try corpusCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try json(folder, ["--write-baseline", "baseline.json", "--fail-on", "never"])
        let baselined = written.report.files.flatMap(\.diagnostics).count
        // Fix one duplicate object id (the constraint that took the label's id): one fewer finding is
        // suppressed, and nothing new appears.
        let file = folder.appendingPathComponent("Corpus/DuplicateObjectID/DuplicateObjectID/Base.lproj/Main.storyboard")
        let text = try String(contentsOf: file, encoding: .utf8)
        let duplicate = try #require(text.range(of: #"secondAttribute="centerY" id="IcL-9v-hrl""#))
        try Data(text.replacingCharacters(in: duplicate, with: #"secondAttribute="centerY" id="IcL-9v-new""#).utf8).write(to: file)
        let now = try json(folder, ["--fail-on", "never"]).report.files.flatMap(\.diagnostics).count
        #expect(now == baselined - 1)
        let after = try json(folder, ["--baseline", "baseline.json"])
        #expect(after.report.files.isEmpty)
        #expect(after.report.summary.suppressed == now)
    }

    @Test func unreadableBaselinesStopTheRunWithTheReason() throws {
        let folder = try corpusCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try CommandRunner.run(["lint", "Corpus", "--baseline", "nope.json"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Cannot read the baseline nope.json"))
        #expect(missing.stdout.isEmpty)

        try Data(#"{"version": 1, "findings": [{"path": "a", "message": "m", "severity": "error"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("bad.json"))
        let bad = try CommandRunner.run(["lint", "Corpus", "--baseline", "bad.json"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.json: not a TabLint baseline: findings[0].rule: value missing"), "\(bad.stderr)")

        try Data(#"{"version": 7, "findings": []}"#.utf8).write(to: folder.appendingPathComponent("future.json"))
        let future = try CommandRunner.run(["lint", "Corpus", "--baseline", "future.json"], in: folder)
        #expect(future.status == 2)
        #expect(future.stderr.contains("future.json: baseline has version 7; this tablint reads version 1"))

        let unwritable = try CommandRunner.run(["lint", "Corpus", "--write-baseline", "no/such/dir/b.json"], in: folder)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("Cannot write the baseline to no/such/dir/b.json"))
    }

    /// Moving a tab renumbers the tabs findings name, and changes which tabs their messages list: the baseline holds
    /// findings by their object, so it still holds them all.
    @Test func aBaselineSurvivesAMovedTab() throws {
        let folder = try corpusCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try json(folder, ["--write-baseline", "baseline.json", "--fail-on", "never"])
        let projects = ["MoreTabOverflow", "MissingRestorationIdentifier"]
        let before = written.report.files.filter { file in projects.contains { file.path.hasPrefix("Corpus/\($0)/") } }
        #expect(before.flatMap(\.diagnostics).filter { $0.message.contains("Tab 2") || $0.message.contains("tabs 5") }.count >= 2)
        // Each tab bar's first tab moves to the end.
        for project in projects {
            let url = folder.appendingPathComponent("Corpus/\(project)/\(project)/Base.lproj/Main.storyboard")
            var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            let tabs = lines.indices.filter { lines[$0].contains(#"relationship="viewControllers""#) }
            #expect(tabs.count >= 3 && tabs.last! - tabs.first! == tabs.count - 1)
            let first = lines.remove(at: tabs.first!)
            lines.insert(first, at: tabs.last!)
            try Data(lines.joined(separator: "\n").utf8).write(to: url)
        }
        let moved = try json(folder, ["--fail-on", "never"]).report.files.filter { file in projects.contains { file.path.hasPrefix("Corpus/\($0)/") }
        }
        #expect(Set(moved.flatMap(\.diagnostics).map(\.message)) != Set(before.flatMap(\.diagnostics).map(\.message)), "messages changed")
        let after = try json(folder, ["--baseline", "baseline.json"])
        #expect(after.report.files.flatMap(\.diagnostics).map(\.message) == [])
        #expect(after.status == 0)
    }
}
