import TabLintCore
import TabLintTestSupport
import Testing

@testable import TabLintModel

@Suite struct DocumentKindTests {
    @Test func decodesXibNestingAsEdges() throws {
        let text = Example.xib(
            """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tabBarController id="tbc">
                <tabBar key="tabBar" id="bar"/>
                <viewControllers>
                    <navigationController id="nav">
                        <tabBarItem key="tabBarItem" title="Recipes" image="fork.png" id="i1"/>
                        <viewControllers>
                            <viewController id="root" customClass="RecipeList"/>
                            <viewController id="pushed"/>
                        </viewControllers>
                    </navigationController>
                    <viewController id="second">
                        <tabBarItem key="tabBarItem" systemItem="contacts" id="i2"/>
                    </viewController>
                </viewControllers>
            </tabBarController>
            <splitViewController id="split">
                <navigationController key="masterViewController" id="master"/>
                <viewController key="detailViewController" id="detailVC"/>
            </splitViewController>
            """)
        let document = try #require(Fixtures.load(text, path: "/t/MainWindow.xib").document)
        #expect(document.format == .xib)
        #expect(document.children(of: "tbc", .viewControllers).map(\.destinationID) == ["nav", "second"])
        #expect(document.children(of: "nav", .rootViewController).map(\.destinationID) == ["root"])
        #expect(document.children(of: "split").map(\.relationship) == [.masterViewController, .detailViewController])
        #expect(document.controller(withID: "nav")?.tabBarItem?.writtenTitle == "Recipes")
        #expect(document.controller(withID: "pushed") != nil)
        #expect(document.parents(of: "pushed").isEmpty)
    }

    @Test(arguments: [
        ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "iOS.CocoaTouch", Platform.iOS),
        ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "iOS.CocoaTouch.iPad", Platform.iOS),
        ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV", Platform.tvOS),
        ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", Platform.watchOS),
        ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "MacOSX.Cocoa", Platform.macOS),
        ("com.apple.InterfaceBuilder3.Cocoa.XIB", "", Platform.macOS),
    ])
    func recognisesPlatforms(type: String, runtime: String, platform: Platform) throws {
        let runtimeAttribute = runtime.isEmpty ? "" : " targetRuntime=\"\(runtime)\""
        let document = try #require(Fixtures.load("<document type=\"\(type)\" version=\"3.0\"\(runtimeAttribute)><scenes/></document>").document)
        #expect(document.platform == platform)
        #expect(document.isIPadOnly == (runtime == "iOS.CocoaTouch.iPad"))
    }

    @Test func watchControllersCountOnlyInWatchDocuments() throws {
        let watch = try #require(
            Fixtures.load(
                """
                <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" targetRuntime="watchKit">
                    <scenes><scene sceneID="s"><objects><controller id="c"/></objects></scene></scenes>
                </document>
                """
            ).document)
        #expect(watch.controllers.map(\.kind) == [.interfaceController])
        let iOS = try #require(Fixtures.storyboard(#"<controller id="c"/>"#))
        #expect(iOS.controllers.isEmpty)
    }

    @Test func legacyArchivesDecodeAsDocuments() throws {
        let document = try #require(
            Fixtures.load(
                """
                <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"><data><object class="IBUIWindow" id="1"/></data></archive>
                """, path: "/t/MainWindow.xib"
            ).document)
        #expect(document.format == .legacyArchive)
        #expect(document.platform == .iOS)
    }

    @Test(arguments: [
        ("", "File is empty"),
        ("   \n", "File is empty"),
        ("<plist version=\"1.0\"/>", "the root element is <plist>"),
        ("<document type=\"com.example.Other\"/>", "<document> has type 'com.example.Other'"),
        ("<document/>", "<document> has no type"),
    ])
    func explainsUnsupportedDocuments(text: String, message: String) {
        guard case .unsupported(let problem) = Fixtures.load(text).outcome else {
            Issue.record("expected an unsupported document")
            return
        }
        #expect(problem.message.contains(message))
    }

    @Test func binaryFilesAreUnsupportedAndMalformedOnesKeepTheirIssues() {
        let binary = DocumentLoader.load(.init(url: .init(fileURLWithPath: "/t/x.xib"), bytes: Array("bplist00".utf8) + [0, 1, 2]))
        guard case .unsupported(let problem) = binary.outcome else {
            Issue.record("expected unsupported")
            return
        }
        #expect(problem.message.contains("binary"))
        let malformed = Fixtures.load("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects></document>")
        guard case .malformed = malformed.outcome else {
            Issue.record("expected malformed")
            return
        }
        #expect(!malformed.xmlIssues.isEmpty)
    }
}
