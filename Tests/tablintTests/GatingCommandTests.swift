import Foundation
import TabLintCore
import TabLintReporters
import TabLintTestSupport
import Testing

/// `--strict`, `--statistics` and `--stdin --stdin-path` as a CI script or an editor plugin uses them.
@Suite struct GatingCommandTests {
    /// Only warnings and infos: a tab without item (warning) and a title without image (info), beside a tab
    /// with an icon.
    private static let warningsOnly = Example.storyboard(
        """
        <tabBarController id="tbc" sceneMemberID="viewController">
            <connections>
                <segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/>
                <segue destination="b" kind="relationship" relationship="viewControllers" id="s2"/><segue destination="icon" kind="relationship" relationship="viewControllers" id="s-icon"/>
            </connections>
        </tabBarController>
        <viewController title="Home" id="a" sceneMemberID="viewController"/>
        <viewController id="b" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Party" id="i2"/>
        </viewController>
        <viewController id="icon" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Saved" image="bookmark" catalog="system" id="icon-item"/></viewController>
        """, initial: "tbc")

    /// A storyboard whose only tab is a reference into `Settings.storyboard`.
    private static func referencing(_ identifier: String) -> String {
        Example.storyboard(
            """
            <tabBarController id="tbc" sceneMemberID="viewController">
                <connections>
                    <segue destination="ref" kind="relationship" relationship="viewControllers" id="s1"/>
                </connections>
            </tabBarController>
            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="\(identifier)" id="ref" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Settings" image="gear" id="i1"/>
            </viewControllerPlaceholder>
            """, initial: "tbc")
    }

    private static let settings = Example.storyboard(
        """
        <viewController storyboardIdentifier="Privacy" id="privacy" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Settings" image="gear" id="i2"/>
        </viewController>
        """)

    @Test func strictReportsWarningsAsErrorsAndFailsOnThem() throws {
        let root = try CommandRunner.project(["App/Main.storyboard": Self.warningsOnly])
        defer { try? FileManager.default.removeItem(at: root) }
        let lenient = try CommandRunner.run(["lint", "App"], in: root)
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains(": warning: "))
        let strict = try CommandRunner.run(["lint", "App", "--strict"], in: root)
        #expect(strict.status == 1)
        #expect(!strict.stdout.contains(": warning: "))
        #expect(strict.stdout.components(separatedBy: ": error: ").count == 2)
        #expect(strict.stdout.contains(": info: "), "infos stay infos")
        #expect(try CommandRunner.run(["lint", "App", "--strict", "--fail-on", "never"], in: root).status == 0)
        let sarif = try CommandRunner.run(["lint", "App", "--strict", "--format", "sarif"], in: root)
        let log = try JSONDecoder().decode(SARIFLog.self, from: Data(sarif.stdout.utf8))
        #expect(log.runs[0].results.map(\.level).sorted() == ["error", "note"])
    }

    @Test func statisticsAppendTheTableToLineFormatsAndGoToStandardErrorForOthers() throws {
        let root = try CommandRunner.project(["App/Main.storyboard": Self.warningsOnly])
        defer { try? FileManager.default.removeItem(at: root) }
        let text = try CommandRunner.run(["lint", "App", "--statistics", "--quiet"], in: root)
        #expect(text.stdout.contains("missing_tab_bar_item       0         1      1      2      1"), "\(text.stdout)")
        #expect(text.stdout.hasSuffix("1 file linted, 1 with findings\n"))
        let json = try CommandRunner.run(["lint", "App", "--statistics", "--quiet", "--format", "json"], in: root)
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
        #expect(json.stderr.contains("missing_tab_bar_item"))
        let summary = try CommandRunner.run(["lint", "App", "--statistics", "--quiet", "--format", "summary"], in: root)
        #expect(summary.stdout.components(separatedBy: "total").count == 3, "the table once: header column and footer row")
    }

    @Test func stdinBufferReplacesTheFileAndResolvesReferencesAgainstTheDisk() throws {
        let root = try CommandRunner.project([
            "App/Base.lproj/Main.storyboard": Self.referencing("Privacy"),
            "App/Base.lproj/Settings.storyboard": Self.settings,
            "App/Bad.storyboard": "<document>\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = "App/Base.lproj/Main.storyboard"
        let clean = try CommandRunner.run(["lint", "--stdin", "--stdin-path", path], in: root, stdin: Self.referencing("Privacy"))
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.isEmpty, "only the buffer is reported, and its reference resolves")
        #expect(clean.stderr.contains("tablint: 1 files"))

        let broken = try CommandRunner.run(
            ["lint", "--stdin", "--stdin-path", path, "--format", "json"], in: root, stdin: Self.referencing("Account"))
        #expect(broken.status == 1)
        let report = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(broken.stdout.utf8))
        #expect(report.files.map(\.path) == [path])
        #expect(report.files.first?.diagnostics.map(\.code) == ["unresolved_storyboard_reference"])
        #expect(report.files.first?.diagnostics.first?.message.contains("'Account'") == true)
        let onDisk = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        #expect(onDisk == Self.referencing("Privacy"), "the file on disk is not touched")
    }

    @Test func stdinFindsTheProjectAroundThePathFromAnyFolder() throws {
        let root = try CommandRunner.project([
            "App/App/Base.lproj/Main.storyboard": Self.referencing("Privacy"),
            "App/App/Settings/Settings.storyboard": Self.settings,
            "App/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let absolute = root.appendingPathComponent("App/App/Base.lproj/Main.storyboard").path
        let elsewhere = try CommandRunner.project([:])
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let run = try CommandRunner.run(["lint", "--stdin", "--stdin-path", absolute], in: elsewhere, stdin: Self.referencing("Privacy"))
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.isEmpty)
        // A folder named instead is read in its project, as the search reads it: the Settings folder is there too.
        let narrow = try CommandRunner.run(
            ["lint", root.appendingPathComponent("App/App/Base.lproj").path, "--stdin", "--stdin-path", absolute], in: elsewhere,
            stdin: Self.referencing("Privacy"))
        #expect(narrow.status == 0, "\(narrow.stdout)\(narrow.stderr)")
        #expect(narrow.stdout.isEmpty)
        // A buffer whose reference the project cannot satisfy is reported by its absolute path, outside the current folder.
        let broken = try CommandRunner.run(
            ["lint", root.appendingPathComponent("App/App/Base.lproj").path, "--stdin", "--stdin-path", absolute], in: elsewhere,
            stdin: Self.referencing("Account"))
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("[unresolved_storyboard_reference]"))
        #expect(broken.stdout.hasPrefix(absolute + ":"), "a file outside the current folder is reported by its absolute path")
    }

    @Test func stdinHonoursTheProjectConfiguration() throws {
        let root = try CommandRunner.project([
            "Shop/.tablint.yml": "excluded: [Legacy]\nmissing_tab_bar_item: error\n",
            "Shop/App/Main.storyboard": Self.warningsOnly,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let elsewhere = try CommandRunner.project([:])
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let legacy = root.appendingPathComponent("Shop/Legacy/Old.storyboard").path
        let excluded = try CommandRunner.run(["lint", "--stdin", "--stdin-path", legacy], in: elsewhere, stdin: "<document>\n")
        #expect(excluded.status == 0, "\(excluded.stdout)\(excluded.stderr)")
        #expect(excluded.stdout.isEmpty)
        #expect(excluded.stderr.contains("tablint: 0 files"))
        let app = root.appendingPathComponent("Shop/App/Main.storyboard").path
        let linted = try CommandRunner.run(["lint", "--stdin", "--stdin-path", app], in: elsewhere, stdin: Self.warningsOnly)
        #expect(linted.status == 1, "the configuration found beside the project raises the rule to error")
        #expect(linted.stdout.contains(": error: Tab 1 'Home' has no tab bar item"), "\(linted.stdout)")
        #expect(!linted.stdout.contains(": warning: "))
    }

    /// The buffer, not the disk copy, decides what is read around it: here only the buffer has tabs, so only
    /// the buffer makes its `.strings` localization count.
    @Test func stdinBufferDecidesWhichLocalizationsAreRead() throws {
        let root = try CommandRunner.project([
            ".git/HEAD": "",
            "App/Base.lproj/Main.storyboard": Example.storyboard(#"<viewController id="plain" sceneMemberID="viewController"/>"#),
            "App/de.lproj/Main.strings": "\"i1.title\" = \"Start\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let buffer = Example.storyboard(
            """
            <tabBarController id="tbc" sceneMemberID="viewController">
                <connections>
                    <segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/>
                    <segue destination="b" kind="relationship" relationship="viewControllers" id="s2"/>
                </connections>
            </tabBarController>
            <viewController id="a" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Home" image="home" id="i1"/></viewController>
            <viewController id="b" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Search" image="search" id="i2"/></viewController>
            """, initial: "tbc")
        let run = try CommandRunner.run(
            ["lint", "--stdin", "--stdin-path", "App/Base.lproj/Main.storyboard", "--fail-on", "never", "--quiet"], in: root, stdin: buffer)
        #expect(run.status == 0)
        #expect(run.stdout.contains("Tab 1's title 'Home' is translated in Main.strings for 'de'"), "\(run.stdout)")
    }

    @Test func stdinOptionsMustComeTogether() throws {
        let root = try CommandRunner.project(["App/Main.storyboard": Self.warningsOnly])
        defer { try? FileManager.default.removeItem(at: root) }
        let noPath = try CommandRunner.run(["lint", "--stdin"], in: root, stdin: "")
        #expect(noPath.status == 2)
        #expect(noPath.stderr.contains("--stdin needs --stdin-path"))
        let noStdin = try CommandRunner.run(["lint", "--stdin-path", "App/Main.storyboard"], in: root)
        #expect(noStdin.status == 2)
        #expect(noStdin.stderr.contains("--stdin-path is only used with --stdin"))
        let empty = try CommandRunner.run(["lint", "--stdin", "--stdin-path", "App/New.storyboard"], in: root, stdin: "")
        #expect(empty.status == 0)
        #expect(empty.stdout.contains("App/New.storyboard:1:1: warning: File is empty"), "\(empty.stdout)")
    }
}
