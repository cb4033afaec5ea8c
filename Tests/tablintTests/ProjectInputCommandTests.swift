import Foundation
import TabLintCore
import TabLintDiagram
import TabLintReporters
import TabLintTestSupport
import TabLintWorkspace
import Testing

/// `lint` and `graph` given an `.xcodeproj` or `.xcworkspace`, and `--target`.
@Suite struct ProjectInputCommandTests {
    /// A tab bar controller whose second tab has no item: one warning, so every document appears in a report.
    private static let storyboard = Example.storyboard(
        """
        <tabBarController id="tbc" sceneMemberID="viewController">
            <connections>
                <segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/>
            </connections>
        </tabBarController>
        <viewController id="a" sceneMemberID="viewController"/>
        """, initial: "tbc")

    /// Target "App" lists `Base.lproj/Main.storyboard` through a variant group, target "Widget" lists
    /// `Widget/W.storyboard`; nothing lists `Pods/Pod.storyboard`.
    private static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            classes = {
            };
            objectVersion = 56;
            objects = {
                B100 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V100 /* Main.storyboard */; };
                B200 /* W.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = F200 /* W.storyboard */; };
                F100 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                F200 /* W.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = W.storyboard; sourceTree = "<group>"; };
                V100 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F100 /* Base */, ); name = Main.storyboard; sourceTree = "<group>"; };
                G000 = {isa = PBXGroup; children = (V100 /* Main.storyboard */, G200 /* Widget */, ); sourceTree = "<group>"; };
                G200 /* Widget */ = {isa = PBXGroup; children = (F200 /* W.storyboard */, ); path = Widget; sourceTree = "<group>"; };
                R100 /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (B100 /* Main.storyboard in Resources */, ); runOnlyForDeploymentPostprocessing = 0; };
                R200 /* Resources */ = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (B200 /* W.storyboard in Resources */, ); runOnlyForDeploymentPostprocessing = 0; };
                T100 /* App */ = {isa = PBXNativeTarget; buildPhases = (R100 /* Resources */, ); buildRules = (); dependencies = (); name = App; productName = App; productType = "com.apple.product-type.application"; };
                T200 /* Widget */ = {isa = PBXNativeTarget; buildPhases = (R200 /* Resources */, ); buildRules = (); dependencies = (); name = Widget; productName = Widget; productType = "com.apple.product-type.app-extension"; };
                P000 /* Project object */ = {isa = PBXProject; compatibilityVersion = "Xcode 14.0"; mainGroup = G000; projectDirPath = ""; projectRoot = ""; targets = (T100 /* App */, T200 /* Widget */, ); };
            };
            rootObject = P000 /* Project object */;
        }
        """

    private func project() throws -> URL {
        try CommandRunner.project([
            "App.xcodeproj/project.pbxproj": Self.pbxproj,
            "Base.lproj/Main.storyboard": Self.storyboard,
            "Widget/W.storyboard": Self.storyboard,
            "Pods/Pod.storyboard": Self.storyboard,
            "App.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App.xcodeproj"></FileRef>
            </Workspace>
            """,
        ])
    }

    private func report(_ arguments: [String], in root: URL) throws -> (status: Int32, report: JSONReporter.Report) {
        let run = try CommandRunner.run(["lint", "--format", "json", "--fail-on", "never"] + arguments, in: root)
        return (run.status, try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8)))
    }

    @Test func aProjectLintsOnlyTheDocumentsItsTargetsList() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        // A folder lints every document under it; `Pods/Pod.storyboard`, which no target of `App.xcodeproj`
        // beside it builds, is judged only as a file, and its blank tab is no finding.
        let whole = try report(["."], in: root)
        #expect(whole.report.summary.files == 3)
        #expect(whole.report.files.map(\.path) == ["Base.lproj/Main.storyboard", "Widget/W.storyboard"])
        for input in ["App.xcodeproj", "App.xcworkspace"] {
            let run = try report([input], in: root)
            #expect(run.status == 0)
            #expect(run.report.files.map(\.path) == ["Base.lproj/Main.storyboard", "Widget/W.storyboard"])
            #expect(run.report.files.map(\.targets) == [["App"], ["Widget"]])
            #expect(
                run.report.evidence
                    == JSONReporter.Evidence(
                        xcodeProjects: 1, sourceFilesRead: 0, sourceFilesParsed: 0,
                        projects: [JSONReporter.Evidence.Project(path: "App.xcodeproj", status: "read")]))
        }
    }

    @Test func targetLimitsTheDocuments() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let widget = try report(["App.xcodeproj", "--target", "Widget"], in: root)
        #expect(widget.report.files.map(\.path) == ["Widget/W.storyboard"])
        let both = try report([".", "--target", "Widget", "--target", "App"], in: root)
        #expect(both.report.files.map(\.path) == ["Base.lproj/Main.storyboard", "Widget/W.storyboard"])
        let unknown = try CommandRunner.run(["lint", "App.xcodeproj", "--target", "Watch"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("No target named 'Watch'; the targets are: App, Widget"))
    }

    @Test func anUnreadableProjectIsAToolFailure() throws {
        let root = try CommandRunner.project([
            "Broken.xcodeproj/project.pbxproj": "<<<<<<< HEAD\n{\n",
            "Empty.xcodeproj/README": "no project file",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let broken = try CommandRunner.run(["lint", "Broken.xcodeproj"], in: root)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("merge-conflict markers"))
        let empty = try CommandRunner.run(["lint", "Empty.xcodeproj"], in: root)
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("project.pbxproj cannot be read"))
        #expect(try CommandRunner.run(["graph", "Missing.xcworkspace"], in: root).status == 2)
    }

    @Test func theGraphGroupsFilesByTarget() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let json = try CommandRunner.run(["graph", "App.xcodeproj", "--format", "json", "--no-diagnostics"], in: root)
        #expect(json.status == 0)
        let graph = try JSONDecoder().decode(ControllerGraph.self, from: Data(json.stdout.utf8))
        #expect(graph.files.map(\.path) == ["Base.lproj/Main.storyboard", "Widget/W.storyboard"])
        #expect(graph.files.map(\.targets) == [["App"], ["Widget"]])
        let dot = try CommandRunner.run(["graph", "App.xcodeproj", "--target", "Widget"], in: root)
        #expect(dot.stdout.contains("subgraph cluster_target_0 {\n        label=\"Widget\""))
        #expect(!dot.stdout.contains("Main.storyboard"))
    }

    /// A named pipe on the command line is refused at once: reading it would wait for a writer that never comes.
    @Test func aNamedPipeIsRefusedNotOpened() throws {
        let root = try CommandRunner.project(["App/Main.storyboard": Self.storyboard])
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("App/Pipe.storyboard")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let run = try ProcessRunner.run(CommandRunner.executable, ["lint", "App/Pipe.storyboard"], in: root, timeout: 30)
        #expect(!run.timedOut)
        #expect(run.status == 2)
        #expect(run.stderr.contains("App/Pipe.storyboard is a named pipe (FIFO), not a file or folder"))
        // In a folder, the walk passes it by: the other document is linted.
        let folder = try ProcessRunner.run(CommandRunner.executable, ["lint", "App", "--format", "json"], in: root, timeout: 30)
        #expect(!folder.timedOut)
        #expect(folder.stdout.contains("Main.storyboard"))
    }

    /// Files the repository keeps as stand-ins (git-crypt, git LFS) are skipped: no finding, and the report's
    /// evidence lists them.
    @Test func encryptedAndLFSFilesAreSkippedAndListed() throws {
        let encrypted = "\u{0}GITCRYPT\u{0}\u{1}\u{7F}binary"
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n"
        let root = try CommandRunner.project([
            ".git/HEAD": "", "App/Base.lproj/Main.storyboard": Self.storyboard, "App/Base.lproj/Secret.storyboard": encrypted,
            "App/Info.plist": pointer, "App/de.lproj/Main.strings": encrypted,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandRunner.run(["lint", "App", "--format", "json", "--fail-on", "never"], in: root)
        let report = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8))
        let flagged = report.files.filter { !$0.diagnostics.isEmpty }.map(\.path)
        #expect(flagged == ["App/Base.lproj/Main.storyboard"], "only the real storyboard's own finding")
        #expect(
            report.evidence?.placeholderFiles == ["App/Base.lproj/Secret.storyboard", "App/Info.plist", "App/de.lproj/Main.strings"])
    }

    /// A workspace whose `Pods` project is not generated yet (before `pod install`) lints its other projects.
    @Test func aWorkspaceProjectThatDoesNotExistYetIsAWarning() throws {
        let root = try CommandRunner.project([
            "App.xcodeproj/project.pbxproj": Self.pbxproj, "Base.lproj/Main.storyboard": Self.storyboard,
            "App.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App.xcodeproj"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
            </Workspace>
            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandRunner.run(["lint", "App.xcworkspace", "--format", "json", "--fail-on", "never"], in: root)
        #expect(run.status == 0)
        #expect(run.stderr.contains("Pods/Pods.xcodeproj, which does not exist; linting the rest"))
        #expect(run.stdout.contains("Base.lproj/Main.storyboard"))
    }

    /// The evidence lists every Xcode project found and what became of it: a project whose folder holds no UIKit
    /// document is not read, and says so.
    @Test func evidenceListsEveryProjectAndWhatBecameOfIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-projects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Fixtures.repositoryRoot().appendingPathComponent("Corpus/TabTitleOverridden"), to: folder)
        let tools = folder.appendingPathComponent("Tools/Tools.xcodeproj")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("TabTitleOverridden.xcodeproj/project.pbxproj"), to: tools.appendingPathComponent("project.pbxproj"))
        let run = try report(["."], in: folder)
        #expect(run.report.evidence?.xcodeProjects == 1)
        #expect(
            run.report.evidence?.projects == [
                JSONReporter.Evidence.Project(path: "TabTitleOverridden.xcodeproj", status: "read"),
                JSONReporter.Evidence.Project(path: "Tools/Tools.xcodeproj", status: "notNeeded"),
            ])
    }

    /// Only the Info.plists targets name are read where an Xcode project says which; without one, a plist TabLint
    /// cannot read is noted in the evidence and is no finding.
    @Test func onlyTargetsInfoPlistsAreReadWhereAProjectNamesThem() throws {
        let withProject = try CommandRunner.project([
            "App.xcodeproj/project.pbxproj": Self.pbxproj,
            "Base.lproj/Main.storyboard": Self.storyboard,
            "Tools/Info.plist": "this is no property list <<<",
        ])
        defer { try? FileManager.default.removeItem(at: withProject) }
        let projectRun = try report(["."], in: withProject)
        #expect(projectRun.report.files.flatMap(\.diagnostics).allSatisfy { $0.code != "unreadable_project_file" })
        #expect(projectRun.report.evidence?.unreadableFiles == nil)

        let folder = try CommandRunner.project(["Base.lproj/Main.storyboard": Self.storyboard, "Info.plist": "not a property list at all {"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let folderRun = try report(["."], in: folder)
        #expect(folderRun.report.files.flatMap(\.diagnostics).allSatisfy { $0.code != "unreadable_project_file" })
        #expect(folderRun.report.evidence?.unreadableFiles == ["Info.plist"])

        // Merge-conflict markers make any plist Xcode ships unreadable to Xcode too: still an error.
        try Data("<plist>\n<<<<<<< HEAD\n<dict/>\n=======\n<dict/>\n>>>>>>> other\n</plist>\n".utf8)
            .write(to: folder.appendingPathComponent("Info.plist"))
        let conflicted = try report(["."], in: folder)
        #expect(conflicted.report.files.flatMap(\.diagnostics).filter { $0.code == "unreadable_project_file" }.count == 1)
        #expect(conflicted.report.evidence?.unreadableFiles == nil)
    }
}
