import Foundation
import LSPProtocol
import TabLintCore
import TabLintReporters
import TabLintTestSupport
import Testing

@Suite struct LintCommandTests {
    /// One warning (a tab without item), one info (title without image; a third tab has an icon) and, in
    /// Bad.storyboard, one error.
    private func project(withError: Bool = true) throws -> URL {
        var files = [
            "App/Base.lproj/Main.storyboard": Example.storyboard(
                """
                <tabBarController id="tbc" sceneMemberID="viewController">
                    <connections>
                        <segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="b" kind="relationship" relationship="viewControllers" id="s2"/><segue destination="icon" kind="relationship" relationship="viewControllers" id="s-icon"/>
                    </connections>
                </tabBarController>
                <viewController title="设置 🎉" id="a" sceneMemberID="viewController"/>
                <viewController id="b" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="🎉 Party" id="i2"/>
                </viewController>
                <viewController id="icon" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Saved" image="bookmark" catalog="system" id="icon-item"/></viewController>
                """, initial: "tbc")
        ]
        if withError { files["App/Bad.storyboard"] = "<document>\n  <scenes>\n</document>\n" }
        return try CommandRunner.project(files)
    }

    @Test func timingsPrintEachPhaseAndLeaveTheReportAlone() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let timed = try CommandRunner.run(["lint", "App", "--format", "json", "--timings"], in: root)
        let plain = try CommandRunner.run(["lint", "App", "--format", "json"], in: root)
        #expect(timed.stdout == plain.stdout)
        #expect(timed.status == plain.status)
        let lines = timed.stderr.split(separator: "\n").map(String.init)
        let phases = [
            "walk", "documents", ".strings", "Xcode projects", "Info.plists, bundles", "resources", "lint", "report",
            "total",
        ]
        for phase in phases {
            let line = try #require(lines.first { $0.hasPrefix(phase + " ") }, "no line for \(phase) in \(timed.stderr)")
            let numbers = line.dropFirst(phase.count).split(separator: " ").compactMap { Double($0) }
            #expect(numbers.count == 2 && numbers.allSatisfy { $0 >= 0 }, "\(line)")
        }
        #expect(!plain.stderr.contains("wall ms"))
    }

    @Test func exitsWithOneWhenFindingsReachTheFailLevel() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandRunner.run(["lint", "App"], in: root)
        #expect(run.status == 1)
        #expect(run.stderr.contains("tablint: 2 files"))
        #expect(try CommandRunner.run(["lint", "App", "--fail-on", "never"], in: root).status == 0)
        let clean = try project(withError: false)
        defer { try? FileManager.default.removeItem(at: clean) }
        #expect(try CommandRunner.run(["lint", "App"], in: clean).status == 0)
        #expect(try CommandRunner.run(["lint", "App", "--fail-on", "warning"], in: clean).status == 1)
        #expect(try CommandRunner.run(["lint", "App", "--fail-on", "info"], in: clean).status == 1)
    }

    @Test func exitsWithTwoWhenItCannotDoItsJob() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = try CommandRunner.run(["lint", "NoSuchFolder"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("No such file or directory: NoSuchFolder"))
        #expect(missing.stdout.isEmpty)
        #expect(try CommandRunner.run(["lint", "App", "--format", "yaml"], in: root).status == 2)
        #expect(try CommandRunner.run(["lint", "App", "--fail-on", "sometimes"], in: root).status == 2)
        let unwritable = try CommandRunner.run(["lint", "App", "--output", "missing-dir/report.json"], in: root)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("Cannot write the report"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("missing-dir").path))
    }

    @Test func textFormatIsPathLineColumnSeverityMessageRule() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandRunner.run(["lint", "App", "--fail-on", "never"], in: root)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "App/Bad.storyboard:3:12: error: XML parse error: Opening and ending tag mismatch: scenes line 2 and document [xml_parse_error]",
                "App/Base.lproj/Main.storyboard:12:18: warning: Tab 1 '设置 🎉' has no tab bar item: UIKit makes a text-only item from the controller's title [missing_tab_bar_item]",
                "App/Base.lproj/Main.storyboard:14:57: info: Tab 2 '🎉 Party' has a title but no image [missing_tab_bar_item]",
            ])
    }

    @Test func jsonFormatHoldsLSPDiagnosticsWithUTF16Columns() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandRunner.run(["lint", "App", "--format", "json", "--output", "report.json"], in: root)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        let data = try Data(contentsOf: root.appendingPathComponent("report.json"))
        let report = try JSONDecoder().decode(JSONReporter.Report.self, from: data)
        #expect(report.version == 1)
        #expect(report.tool.name == "tablint")
        #expect(report.summary == JSONReporter.Summary(files: 2, errors: 1, warnings: 1, infos: 1))
        #expect(report.files.map(\.path) == ["App/Bad.storyboard", "App/Base.lproj/Main.storyboard"])
        let main = report.files[1]
        #expect(main.uri == root.appendingPathComponent("App/Base.lproj/Main.storyboard").standardizedFileURL.absoluteString)
        let info = main.diagnostics[1]
        #expect(info.code == "missing_tab_bar_item")
        #expect(info.source == "tablint")
        #expect(info.severity == .information)
        // 20 spaces and `<tabBarItem key="tabBarItem" title="` precede the value on line 14; "🎉 Party" is 8
        // UTF-16 units (the emoji counts 2), where the text format counts 7 characters.
        #expect(info.range.start == Position(line: 13, character: 56))
        #expect(info.range.end == Position(line: 13, character: 64))
        let raw = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(raw.keys) == ["version", "tool", "files", "summary", "evidence"])
    }

    @Test func outputOrderIsStableAcrossRuns() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try CommandRunner.run(["lint", ".", "--format", "json", "--quiet"], in: root)
        let second = try CommandRunner.run(["lint", "App/Bad.storyboard", "App", "--format", "json", "--quiet"], in: root)
        #expect(first.stdout == second.stdout)
        #expect(first.stderr.isEmpty)
    }

    @Test func rulesListsEveryRule() throws {
        let run = try CommandRunner.run(["rules"], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0)
        for id in [
            "duplicate_restoration_identifier", "missing_restoration_identifier", "title_based_tab_ordering", "missing_tab_bar_item",
            "tab_bar_item_on_navigation_root", "duplicate_tab", "unresolved_destination", "duplicate_object_id",
            "unresolved_storyboard_reference", "xml_parse_error", "unsupported_document",
        ] {
            #expect(run.stdout.contains(id))
        }
    }

    /// Every format of `tablint rules` shows the options `.tablint.yml` may set, under the rule that takes them.
    @Test func rulesShowOptionsInEveryFormat() throws {
        let folder = FileManager.default.temporaryDirectory
        let text = try CommandRunner.run(["rules"], in: folder).stdout.split(separator: "\n").map(String.init)
        let row = try #require(text.firstIndex { $0.hasPrefix("more_tab_overflow ") })
        #expect(text[row + 1] == "    option threshold (default 6): Report tab bar controllers with at least this many tabs")
        #expect(text.filter { $0.hasPrefix("    option ") }.count == 1)
        let json = try CommandRunner.run(["rules", "--format", "json"], in: folder).stdout
        let entries = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let overflow = try #require(entries.first { $0["id"] as? String == "more_tab_overflow" })
        let options = try #require(overflow["options"] as? [[String: String]])
        #expect(options == [["key": "threshold", "defaultValue": "6", "summary": "Report tab bar controllers with at least this many tabs"]])
        #expect(entries.filter { $0["options"] != nil }.count == 1)
        #expect(try CommandRunner.run(["rules", "--format", "markdown"], in: folder).stdout.contains("- Option `threshold` (default `6`)"))
    }

    /// `-q` is `--quiet`; the summary counts the source files linted as files, apart from the documents.
    @Test func theSummaryCountsSourceFilesAndShortQuietDropsIt() throws {
        let root = try CommandRunner.project([
            "App/Base.lproj/Main.storyboard": Example.storyboard(
                #"<tabBarController id="tbc" customClass="Tabs" sceneMemberID="viewController"/>"#, initial: "tbc"),
            "App/Tabs.swift": "import UIKit\n\nfinal class Tabs: UITabBarController {}\n",
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let quiet = try CommandRunner.run(["lint", ".", "-q", "--fail-on", "never"], in: root)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        let swift = try CommandRunner.run(["lint", "App/Tabs.swift", "--fail-on", "never"], in: root)
        #expect(swift.stderr.contains("tablint: 1 files (0 documents, 1 source files) in "), "\(swift.stderr)")
        let document = try CommandRunner.run(["lint", "App/Base.lproj/Main.storyboard", "--fail-on", "never"], in: root)
        #expect(document.stderr.contains("tablint: 1 files in "), "\(document.stderr)")
    }

    /// A gate pointed at a folder without documents fails and says so, unless told that nothing is fine.
    @Test func lintingNothingSaysSoAndFailsTheGateUnlessAllowed() throws {
        let root = try CommandRunner.project(["Sources/App.swift": "let x = 1\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let empty = try CommandRunner.run(["lint", "Sources"], in: root)
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("tablint: nothing to lint: no storyboard, xib or tab bar built in code under Sources"))
        let allowed = try CommandRunner.run(["lint", "Sources", "--allow-empty"], in: root)
        #expect(allowed.status == 0)
        #expect(allowed.stderr.contains("nothing to lint"))
        #expect(try CommandRunner.run(["lint", "Sources", "--fail-on", "never"], in: root).status == 0)
        // A folder with a document is not empty, whatever its findings.
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project) }
        #expect(!(try CommandRunner.run(["lint", "App"], in: project).stderr.contains("nothing to lint")))
    }
}
