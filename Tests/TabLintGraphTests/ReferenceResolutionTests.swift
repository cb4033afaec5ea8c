import Foundation
import TabLintCore
import TabLintModel
import TabLintSource
import TabLintTestSupport
import TabLintWorkspace
import Testing

@testable import TabLintGraph

@Suite struct ReferenceResolutionTests {
    private func workspace(_ files: [(String, String)]) -> Workspace {
        ExampleRunner.workspace(files.map { (path: $0.0, text: Example.storyboard($0.1, initial: $0.0.contains("Initial") ? "start" : nil)) })
    }

    private func resolution(_ workspace: Workspace, _ path: String, _ id: String) throws -> ReferenceResolution {
        let document = try #require(workspace.document(at: ExampleRunner.root.appendingPathComponent(path)))
        return workspace.resolve(try #require(document.controller(withID: id)), in: document)
    }

    @Test func resolvesByIdentifierAndByInitialController() throws {
        let ws = workspace([
            (
                "Base.lproj/Main.storyboard",
                """
                <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="byID" sceneMemberID="viewController"/>
                <viewControllerPlaceholder storyboardName="Initial" id="byInitial" sceneMemberID="viewController"/>
                <viewControllerPlaceholder referencedIdentifier="Local" id="local" sceneMemberID="viewController"/>
                <viewController storyboardIdentifier="Local" id="localTarget" sceneMemberID="viewController"/>
                """
            ),
            ("Base.lproj/Settings.storyboard", #"<viewController storyboardIdentifier="Privacy" id="privacy" sceneMemberID="viewController"/>"#),
            ("Other/Initial.storyboard", #"<navigationController id="start" sceneMemberID="viewController"/>"#),
        ])
        #expect(try resolution(ws, "Base.lproj/Main.storyboard", "byID").target?.controller.id == "privacy")
        let initial = try resolution(ws, "Base.lproj/Main.storyboard", "byInitial").target
        #expect(initial?.controller.id == "start")
        #expect(initial?.document.source.fileName == "Initial.storyboard")
        #expect(try resolution(ws, "Base.lproj/Main.storyboard", "local").target?.controller.id == "localTarget")
    }

    @Test func explainsWhatIsMissing() throws {
        let ws = workspace([
            (
                "Main.storyboard",
                """
                <viewControllerPlaceholder storyboardName="Nowhere" id="a" sceneMemberID="viewController"/>
                <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Gone" id="b" sceneMemberID="viewController"/>
                <viewControllerPlaceholder storyboardName="Settings" id="c" sceneMemberID="viewController"/>
                <viewControllerPlaceholder storyboardName="Kit" bundleIdentifier="com.example.kit" id="d" sceneMemberID="viewController"/>
                <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Loop" storyboardIdentifier="Loop" id="e" sceneMemberID="viewController"/>
                """
            ),
            ("Settings.storyboard", #"<viewController storyboardIdentifier="Privacy" id="p" sceneMemberID="viewController"/>"#),
        ])
        guard case .missingStoryboard(let name) = try resolution(ws, "Main.storyboard", "a") else { Issue.record("a"); return }
        #expect(name == "Nowhere")
        guard case .missingIdentifier(let identifier, _) = try resolution(ws, "Main.storyboard", "b") else { Issue.record("b"); return }
        #expect(identifier == "Gone")
        guard case .missingInitialController = try resolution(ws, "Main.storyboard", "c") else { Issue.record("c"); return }
        guard case .otherBundle = try resolution(ws, "Main.storyboard", "d") else { Issue.record("d"); return }
        // A reference whose own storyboard identifier is the one it references finds itself: a placeholder is
        // never a target, so this is a missing identifier, not an endless loop.
        guard case .missingIdentifier = try resolution(ws, "Main.storyboard", "e") else { Issue.record("e"); return }
    }

    @Test func prefersTheNearestStoryboardOfAName() throws {
        let ws = workspace([
            (
                "App/Base.lproj/Main.storyboard",
                #"<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="S" id="r" sceneMemberID="viewController"/>"#
            ),
            ("App/en.lproj/Settings.storyboard", #"<viewController storyboardIdentifier="S" id="english" sceneMemberID="viewController"/>"#),
            ("App/Base.lproj/Settings.storyboard", #"<viewController storyboardIdentifier="S" id="base" sceneMemberID="viewController"/>"#),
            ("Vendor/Settings.storyboard", #"<viewController storyboardIdentifier="S" id="vendor" sceneMemberID="viewController"/>"#),
        ])
        #expect(try resolution(ws, "App/Base.lproj/Main.storyboard", "r").target?.controller.id == "base")
        let sibling = ws.storyboardFile(
            named: "Settings", near: SourceFile(url: ExampleRunner.root.appendingPathComponent("App/fr.lproj/Main.storyboard"), text: ""))
        #expect(sibling?.document?.controllers.first?.id == "base")
    }

    @Test func replacingAFileUpdatesResolution() throws {
        var ws = workspace([
            (
                "Main.storyboard",
                #"<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="New" id="r" sceneMemberID="viewController"/>"#
            ),
            ("Settings.storyboard", #"<viewController storyboardIdentifier="Old" id="p" sceneMemberID="viewController"/>"#),
        ])
        guard case .missingIdentifier = try resolution(ws, "Main.storyboard", "r") else { Issue.record("before"); return }
        ws = ws.replacing(
            Fixtures.load(
                Example.storyboard(#"<viewController storyboardIdentifier="New" id="p2" sceneMemberID="viewController"/>"#),
                path: ExampleRunner.root.appendingPathComponent("Settings.storyboard").path))
        #expect(try resolution(ws, "Main.storyboard", "r").target?.controller.id == "p2")
        #expect(ws.files.count == 2)
    }
}
