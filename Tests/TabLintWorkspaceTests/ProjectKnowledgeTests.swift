import Foundation
import TabLintCore
import TabLintModel
import TabLintTestSupport
import TabLintWorkspace
import Testing

/// Documents ship in the targets that list them; a document no target lists ships in its project folder.
@Suite struct ProjectKnowledgeTests {
    /// Target "App" (iPad only) lists `Base.lproj/Main.storyboard` through a variant group; target "Widget"
    /// lists `Widget/W.storyboard`; nothing lists `Pods/Pod.storyboard`.
    static let pbxproj = Fixtures.pbxproj(objects: [
        #"B100 = {isa = PBXBuildFile; fileRef = V100; };"#,
        #"B200 = {isa = PBXBuildFile; fileRef = F200; };"#,
        #"F100 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };"#,
        #"F200 = {isa = PBXFileReference; path = W.storyboard; sourceTree = "<group>"; };"#,
        #"V100 = {isa = PBXVariantGroup; children = (F100, ); name = Main.storyboard; sourceTree = "<group>"; };"#,
        #"G000 = {isa = PBXGroup; children = (V100, G200, ); sourceTree = "<group>"; };"#,
        #"G200 = {isa = PBXGroup; children = (F200, ); path = Widget; sourceTree = "<group>"; };"#,
        #"R100 = {isa = PBXResourcesBuildPhase; files = (B100, ); };"#,
        #"R200 = {isa = PBXResourcesBuildPhase; files = (B200, ); };"#,
        #"C100 = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = 2; }; name = Release; };"#,
        #"L100 = {isa = XCConfigurationList; buildConfigurations = (C100, ); defaultConfigurationName = Release; };"#,
        #"T100 = {isa = PBXNativeTarget; buildConfigurationList = L100; buildPhases = (R100, ); name = App; productType = "com.apple.product-type.application"; };"#,
        #"T200 = {isa = PBXNativeTarget; buildPhases = (R200, ); name = Widget; productType = "com.apple.product-type.app-extension"; };"#,
        #"P000 = {isa = PBXProject; mainGroup = G000; projectDirPath = ""; targets = (T100, T200, ); };"#,
    ])

    static let root = "/knowledge-test"

    static let storyboard = Example.storyboard(#"<viewController id="home" sceneMemberID="viewController"/>"#, initial: "home")

    static func workspace() -> Workspace {
        let files: [String: String] = [
            "App.xcodeproj/project.pbxproj": pbxproj, "Base.lproj/Main.storyboard": storyboard, "Widget/W.storyboard": storyboard,
            "Pods/Pod.storyboard": storyboard,
        ]
        return Workspace.inMemory(
            Dictionary(uniqueKeysWithValues: files.map { ("\(root)/\($0.key)", Array($0.value.utf8)) }),
            roots: [URL(fileURLWithPath: root)])
    }

    private func document(_ path: String, in workspace: Workspace) throws -> IBDocument {
        try #require(workspace.document(at: URL(fileURLWithPath: "\(Self.root)/\(path)")))
    }

    @Test func documentsShipInTheTargetsThatListThem() throws {
        let workspace = Self.workspace()
        #expect(workspace.resources.knowledge.hasXcodeProject)
        let main = try document("Base.lproj/Main.storyboard", in: workspace)
        let widget = try document("Widget/W.storyboard", in: workspace)
        let pod = try document("Pods/Pod.storyboard", in: workspace)
        #expect(workspace.bundles(of: main.source).compactMap(\.targetName) == ["App"])
        #expect(workspace.bundles(of: widget.source).compactMap(\.targetName) == ["Widget"])
        // No target lists it: it ships in the project folder.
        let podBundles = workspace.bundles(of: pod.source)
        #expect(podBundles.count == 1 && podBundles[0].targetName == nil)
    }

    /// After one `project.pbxproj` changed, the server reads that project again and takes the others as they were.
    @Test func resourcesReadAgainOnlyTheProjectsThatChanged() throws {
        let workspace = Self.workspace()
        let pbxproj = "\(Self.root)/App.xcodeproj/project.pbxproj"
        var inventory = ProjectInventory()
        for file in workspace.files { inventory.addFile(file.source.path) }
        inventory.addFile(pbxproj)
        // On disk now: a project Xcode could not open.
        var files = Dictionary(uniqueKeysWithValues: workspace.files.map { ($0.source.path, $0.source.bytes) })
        files[pbxproj] = Array("<<<<<<< HEAD\n".utf8)
        func targets(changed: Set<String>) -> (names: [String], problems: Int) {
            let knowledge = ProjectLoader.resources(
                for: workspace.files, inventory: inventory, contents: .memory(files), reusing: workspace.resources.knowledge,
                changed: changed
            ).knowledge
            return (knowledge.bundles.compactMap(\.targetName).sorted(), knowledge.problems.count)
        }
        let kept = targets(changed: [])
        #expect(kept.names == ["App", "Widget"], "an unchanged project is not read again")
        #expect(kept.problems == 0)
        let reread = targets(changed: [pbxproj])
        #expect(reread.names.isEmpty, "the changed project is read again")
        #expect(reread.problems == 1)
    }

    /// The target's Info.plist is preprocessed with its `INFOPLIST_PREPROCESSOR_DEFINITIONS`: here the branch that
    /// names the launch storyboard is taken only with the target's macro.
    @Test func anInfoPlistIsPreprocessedWithItsTargetsDefinitions() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            #ifdef LAUNCH_FROM_MAIN
            <key>UILaunchStoryboardName</key><string>Main</string>
            #endif
            </dict></plist>
            """
        func isLaunch(definitions: String) throws -> Bool {
            let settings = "INFOPLIST_FILE = Info.plist; INFOPLIST_PREPROCESS = YES; INFOPLIST_PREPROCESSOR_DEFINITIONS = \(definitions);"
            let project = Self.pbxproj.replacingOccurrences(of: "TARGETED_DEVICE_FAMILY = 2; ", with: settings)
            let files = ["App.xcodeproj/project.pbxproj": project, "Base.lproj/Main.storyboard": Self.storyboard, "Info.plist": plist]
            let workspace = Workspace.inMemory(
                Dictionary(uniqueKeysWithValues: files.map { ("\(Self.root)/\($0.key)", Array($0.value.utf8)) }),
                roots: [URL(fileURLWithPath: Self.root)])
            #expect(workspace.resources.knowledge.problems.isEmpty)
            return workspace.isLaunchScreen(try document("Base.lproj/Main.storyboard", in: workspace))
        }
        #expect(try isLaunch(definitions: #""LAUNCH_FROM_MAIN=1""#))
        #expect(try !isLaunch(definitions: "OTHER"))
    }

    @Test func aTargetForIPadAloneMakesItsDocumentsIPadOnly() throws {
        let workspace = Self.workspace()
        #expect(workspace.isIPadOnly(try document("Base.lproj/Main.storyboard", in: workspace)))
        #expect(!workspace.isIPadOnly(try document("Widget/W.storyboard", in: workspace)))
        #expect(!workspace.isIPadOnly(try document("Pods/Pod.storyboard", in: workspace)))
    }
}
