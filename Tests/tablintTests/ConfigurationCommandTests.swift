import Foundation
import TabLintCore
import TabLintTestSupport
import Testing

@Suite struct ConfigurationCommandTests {
    /// A tab without item (warning) in App/, and a duplicate id (error) in Pods/.
    private func project(config: String?) throws -> URL {
        var files = [
            "App/Main.storyboard": Example.storyboard(
                """
                <tabBarController id="tbc" sceneMemberID="viewController">
                    <connections><segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/><segue destination="icon" kind="relationship" relationship="viewControllers" id="s-icon"/></connections>
                </tabBarController>
                <viewController title="Feed" id="a" sceneMemberID="viewController"/>
                <viewController id="icon" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Saved" image="bookmark" catalog="system" id="icon-item"/></viewController>
                """),
            "Pods/Lib/View.storyboard": Example.storyboard(
                """
                <viewController id="x" sceneMemberID="viewController"/>
                <viewController id="x" sceneMemberID="viewController"/>
                """),
        ]
        if let config { files[".tablint.yml"] = config }
        return try CommandRunner.project(files)
    }

    @Test func theConfigurationInTheLintedFolderIsUsed() throws {
        let root = try project(config: "excluded: [Pods]\nmissing_tab_bar_item: error\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandRunner.run(["lint", root.path, "--quiet"], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 1)
        #expect(run.stdout.contains("error: Tab 1 'Feed' has no tab bar item"))
        #expect(!run.stdout.contains("Pods/"))
        let without = try CommandRunner.run(["lint", root.path, "--quiet", "--config", root.appendingPathComponent("none.yml").path], in: root)
        #expect(without.status == 2)
        #expect(without.stderr.contains("No such configuration file"))
    }

    /// The nearest `.tablint.yml` at or above what is linted is used, up to the repository root (SwiftLint's rule):
    /// running from a subfolder, or linting one file, keeps the repository's configuration.
    @Test func theNearestConfigurationUpToTheRepositoryRootIsUsed() throws {
        let outer = try CommandRunner.project([".tablint.yml": "disabled_rules: [missing_tab_bar_item]\n"])
        defer { try? FileManager.default.removeItem(at: outer) }
        let root = outer.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let inner = try project(config: "missing_tab_bar_item: error\n")
        try FileManager.default.moveItem(at: inner, to: root.appendingPathComponent("work"))
        let repo = root.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let app = repo.appendingPathComponent("App")
        let fromSubfolder = try CommandRunner.run(["lint", ".", "--quiet"], in: app)
        #expect(fromSubfolder.stdout.contains("error: Tab 1 'Feed' has no tab bar item"), "\(fromSubfolder.stdout)")
        let oneFile = try CommandRunner.run(["lint", app.appendingPathComponent("Main.storyboard").path, "--quiet"], in: outer)
        #expect(oneFile.stdout.contains("error: Tab 1 'Feed' has no tab bar item"), "\(oneFile.stdout)")
        // Without a configuration of its own, the repository does not take one from the folder above it.
        try FileManager.default.removeItem(at: repo.appendingPathComponent(".tablint.yml"))
        let bare = try CommandRunner.run(["lint", ".", "--quiet"], in: app)
        #expect(bare.stdout.contains("warning: Tab 1 'Feed' has no tab bar item"), "\(bare.stdout)")
    }

    @Test func anExplicitConfigurationWinsAndDisablesRules() throws {
        let root = try project(config: "excluded: [Pods]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        try "disabled_rules: [duplicate_object_id, missing_tab_bar_item]\n".write(
            to: root.appendingPathComponent("strict.yml"), atomically: true, encoding: .utf8)
        let run = try CommandRunner.run(["lint", ".", "--config", "strict.yml", "--quiet"], in: root)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
    }

    @Test func unknownNamesAndMalformedFilesStopTheRun() throws {
        let typos = try project(config: "excluded: [Pods]\nsevrity: high\ndisabled_rule: [duplicate_object_id]\nduplicate_object_i: info\n")
        defer { try? FileManager.default.removeItem(at: typos) }
        let run = try CommandRunner.run(["lint", ".", "--quiet"], in: typos)
        // Every unknown name is reported, with the nearest valid one when there is one, and nothing is linted.
        #expect(run.stderr.contains(".tablint.yml:2:1: error: Unknown key 'sevrity': not a setting and not a rule id\n"), "\(run.stderr)")
        #expect(
            run.stderr.contains(
                ".tablint.yml:3:1: error: Unknown key 'disabled_rule': not a setting and not a rule id (did you mean 'disabled_rules'?)"))
        #expect(
            run.stderr.contains(
                ".tablint.yml:4:1: error: Unknown key 'duplicate_object_i': not a setting and not a rule id (did you mean 'duplicate_object_id'?)"))
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        for format in ["json", "sarif", "text"] {
            #expect(try CommandRunner.run(["lint", ".", "--format", format, "--fail-on", "never"], in: typos).status == 2, "\(format)")
        }

        let broken = try project(config: "excluded: [Pods\n")
        defer { try? FileManager.default.removeItem(at: broken) }
        let failed = try CommandRunner.run(["lint", ".", "--quiet"], in: broken)
        #expect(failed.status == 2)
        #expect(failed.stderr.contains(".tablint.yml:2:1: error: Malformed YAML"))
        #expect(failed.stdout.isEmpty)
    }
}
