import Foundation
import TabLintCore
import TabLintRules
import TabLintTestSupport
import TabLintWorkspace
import Testing

/// `tablint lint --fix` and `--fix --diff` on copies of Corpus projects and on small fixtures.
@Suite struct FixCommandTests {
    static let corpusProjects = ["MissingTabBarItem", "DuplicateTab", "MissingRestorationIdentifier", "TabBarItemOnNavigationRoot"]
    private let repository = Fixtures.repositoryRoot()

    /// The Corpus projects copied into a fresh temporary folder.
    private func corpusCopy() throws -> URL {
        let root = try CommandRunner.project([:])
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in Self.corpusProjects {
            try FileManager.default.copyItem(
                at: repository.appendingPathComponent("Corpus/\(name)"), to: root.appendingPathComponent(name))
        }
        return root
    }

    /// Every storyboard and xib under `root`, relative path → bytes.
    private func documents(under root: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard ["storyboard", "xib"].contains(url.pathExtension) else { continue }
            found[String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))] = try Data(contentsOf: url)
        }
        return found
    }

    /// The findings that name a fix, as rule id and object id.
    private func fixableFindings(under root: URL) throws -> Set<String> {
        let result = Linter(ruleTypes: RuleRegistry.all).lint(try Workspace.load(paths: [root]))
        return Set(result.diagnostics.filter { $0.fix?.fields["fix"] != nil }.map { "\($0.ruleID) \($0.objectID ?? "")" })
    }

    @Test func fixesTheCorpusFindingsOnceAndForAll() throws {
        let root = try corpusCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try documents(under: root)
        let fixable = try fixableFindings(under: root)
        #expect(fixable.count >= 4)

        let run = try CommandRunner.run(["lint", "--fix", "--fail-on", "never"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("tablint: fixed "))
        #expect(run.stderr.contains("in 3 files"))
        #expect(run.stderr.contains("DuplicateTab/DuplicateTab/Base.lproj/Main.storyboard:25: Remove the repeated tab connection [duplicate_tab]"))
        let after = try documents(under: root)
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        #expect(changed.count == 3)
        #expect(changed.allSatisfy { $0.hasSuffix("Base.lproj/Main.storyboard") })

        if let xmllint = InstalledProgram.find("xmllint") {
            for path in changed {
                let check = try xmllint.run(["--noout", root.appendingPathComponent(path).path])
                #expect(check.status == 0, "\(path): \(check.stderr)")
            }
        }
        // The re-lint has none of the fixed findings (nor new ones with a fix).
        #expect(try fixableFindings(under: root).isEmpty)
        // Only the report of the re-lint is printed, and a second --fix changes nothing.
        let again = try CommandRunner.run(["lint", "--fix", "--fail-on", "never"], in: root)
        #expect(again.stderr.contains("tablint: fixed 0 findings in 0 files"))
        #expect(try documents(under: root) == after)
        let diff = try CommandRunner.run(["lint", "--fix", "--diff"], in: root)
        #expect(diff.status == 0)
        #expect(diff.stdout.isEmpty)
    }

    @Test func diffAppliesWithPatchToTheSameBytesAsFix() throws {
        let fixed = try corpusCopy(), pristine = try corpusCopy()
        defer {
            try? FileManager.default.removeItem(at: fixed)
            try? FileManager.default.removeItem(at: pristine)
        }
        let before = try documents(under: pristine)
        let diff = try CommandRunner.run(["lint", "--fix", "--diff"], in: pristine)
        #expect(diff.status == 1)
        #expect(try documents(under: pristine) == before, "--diff writes nothing")
        #expect(diff.stdout.hasPrefix("--- a/DuplicateTab/DuplicateTab/Base.lproj/Main.storyboard\n+++ b/DuplicateTab/"))
        #expect(diff.stdout.contains("\n@@ -22,7 +22,6 @@\n"))
        #expect(
            diff.stdout.contains(
                "\n-                        <segue destination=\"dEC-h2-uE5\" kind=\"relationship\" relationship=\"viewControllers\" id=\"oUk-m6-5L9\"/>\n"
            ))
        _ = try CommandRunner.run(["lint", "--fix", "--quiet"], in: fixed)

        guard let patch = InstalledProgram.find("patch") else { return }
        let patchFile = pristine.appendingPathComponent("fix.patch")
        try Data(diff.stdout.utf8).write(to: patchFile)
        let applied = try patch.run(["-p1", "-s", "-d", pristine.path, "-i", patchFile.path])
        #expect(applied.status == 0, "\(applied.stdout)\(applied.stderr)")
        #expect(try documents(under: pristine) == documents(under: fixed))
    }

    /// A tab without item beside one with an icon: `addTabBarItem` applies.
    private static let tabWithoutItem = Example.storyboard(
        """
        <tabBarController id="tbc" sceneMemberID="viewController">
            <connections>
                <segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/>
                <segue destination="icon" kind="relationship" relationship="viewControllers" id="s2"/>
            </connections>
        </tabBarController>
        <viewController title="Inbox" id="a" sceneMemberID="viewController"/>
        <viewController id="icon" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Saved" image="bookmark" catalog="system" id="icon-item"/></viewController>
        """, initial: "tbc")

    @Test func keepsUTF16AndCRLF() throws {
        let root = try CommandRunner.project(["README.md": "fixture\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let crlf = Self.tabWithoutItem.replacingOccurrences(of: "\n", with: "\r\n")
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in crlf.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let file = root.appendingPathComponent("App/Main.storyboard")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(utf16).write(to: file)

        let run = try CommandRunner.run(["lint", "--fix", "--fail-on", "never"], in: root)
        #expect(run.stderr.contains("tablint: fixed 1 finding in 1 file"), "\(run.stderr)")
        let bytes = [UInt8](try Data(contentsOf: file))
        #expect(bytes.starts(with: [0xFF, 0xFE]))
        var units: [UInt16] = []
        for index in stride(from: 2, to: bytes.count - 1, by: 2) { units.append(UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8) }
        let text = String(decoding: units, as: UTF16.self)
        #expect(text.contains("<viewController title=\"Inbox\" id=\"a\" sceneMemberID=\"viewController\">\r\n"))
        #expect(text.contains("<tabBarItem key=\"tabBarItem\" title=\"Inbox\" id=\""))
        let bare = text.replacingOccurrences(of: "\r\n", with: "")
        #expect(!bare.contains("\n") && !bare.contains("\r"), "every line break is CRLF")
    }

    @Test func leavesAFileThatDoesNotParseAlone() throws {
        let bad = "<document>\n  <scenes>\n</document>\n"
        let root = try CommandRunner.project(["App/Main.storyboard": Self.tabWithoutItem, "App/Bad.storyboard": bad])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandRunner.run(["lint", "--fix"], in: root)
        #expect(run.status == 1, "the parse error is still reported")
        #expect(run.stdout.contains("[xml_parse_error]"))
        #expect(run.stderr.contains("fixed 1 finding in 1 file"))
        #expect(try String(contentsOf: root.appendingPathComponent("App/Bad.storyboard"), encoding: .utf8) == bad)
    }

    @Test func fixesTheFileALinkNamesAndKeepsTheLink() throws {
        let root = try CommandRunner.project(["Shared/Main.storyboard": Self.tabWithoutItem])
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: app.appendingPathComponent("Main.storyboard").path, withDestinationPath: "../Shared/Main.storyboard")
        let run = try CommandRunner.run(["lint", "App", "--fix", "--fail-on", "never"], in: root)
        #expect(run.stderr.contains("fixed 1 finding in 1 file"), "\(run.stderr)")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: app.appendingPathComponent("Main.storyboard").path)
        #expect(link == "../Shared/Main.storyboard")
        let fixed = try String(contentsOf: root.appendingPathComponent("Shared/Main.storyboard"), encoding: .utf8)
        #expect(fixed.contains("<tabBarItem key=\"tabBarItem\" title=\"Inbox\" id=\""))
    }

    @Test func stdinFixPrintsTheFixedBuffer() throws {
        let root = try CommandRunner.project(["App/Main.storyboard": Self.tabWithoutItem])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandRunner.run(
            ["lint", "--stdin", "--stdin-path", "App/Main.storyboard", "--fix", "--fail-on", "never"], in: root, stdin: Self.tabWithoutItem)
        #expect(run.stdout.contains("<tabBarItem key=\"tabBarItem\" title=\"Inbox\" id=\""))
        #expect(run.stdout.hasPrefix("<?xml"))
        #expect(try String(contentsOf: root.appendingPathComponent("App/Main.storyboard"), encoding: .utf8) == Self.tabWithoutItem)
    }

    @Test func diffNeedsFix() throws {
        let root = try CommandRunner.project(["App/Main.storyboard": Self.tabWithoutItem])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CommandRunner.run(["lint", "--diff"], in: root).status == 2)
    }
}
