import TabLintCore
import TabLintSource
import TabLintTestSupport
import Testing

@testable import TabLintModel

@Suite struct StoryboardDecodingTests {
    private let tabs = """
        <tabBarController title="Main" storyboardIdentifier="Root" restorationIdentifier="tabs" id="tbc" customClass="MainTabs" sceneMemberID="viewController">
            <tabBar key="tabBar" contentMode="scaleToFill" id="bar"/>
            <connections>
                <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                <segue destination="ref" kind="relationship" relationship="viewControllers" id="r2"/>
                <segue destination="fav" kind="relationship" relationship="viewControllers" id="r3"/>
            </connections>
        </tabBarController>
        <navigationController id="nav" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="One" image="one" selectedImage="one.fill" badgeValue="3" tag="7" id="item1"/>
            <connections>
                <segue destination="list" kind="relationship" relationship="rootViewController" id="r4"/>
            </connections>
        </navigationController>
        <tableViewController storyboardIdentifier="List" useStoryboardIdentifierAsRestorationIdentifier="YES" hidesBottomBarWhenPushed="YES" id="list" sceneMemberID="viewController">
            <navigationItem key="navigationItem" title="List Title" id="navItem"/>
            <connections>
                <segue destination="detail" kind="show" identifier="showDetail" id="s1"/>
                <segue reference="s1"/>
                <segue key="preview" inheritsFrom="s1"/>
            </connections>
        </tableViewController>
        <viewController id="detail" sceneMemberID="viewController"/>
        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="ref" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="Settings" id="item2"/>
        </viewControllerPlaceholder>
        <viewController id="fav" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" systemItem="favorites" id="item3"/>
        </viewController>
        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
        """

    @Test func decodesControllersWithTheirAttributes() throws {
        let document = try #require(Fixtures.storyboard(tabs, initial: "tbc"))
        #expect(document.format == .storyboard)
        #expect(document.platform == .iOS)
        #expect(
            document.controllers.map(\.kind) == [
                .tabBarController, .navigationController, .tableViewController, .viewController,
                .storyboardReference, .viewController,
            ])
        let tabBar = try #require(document.controller(withID: "tbc"))
        #expect(tabBar.title?.value == "Main")
        #expect(tabBar.customClass?.value == "MainTabs")
        #expect(tabBar.className == "MainTabs")
        #expect(tabBar.effectiveRestorationIdentifier?.value == "tabs")
        #expect(tabBar.sceneID == "example-scene")
        #expect(document.initialController?.id == "tbc")

        let list = try #require(document.controller(withID: "list"))
        #expect(list.className == "UITableViewController")
        #expect(list.effectiveRestorationIdentifier?.value == "List")
        #expect(list.effectiveRestorationIdentifier?.range == list.storyboardIdentifier?.range)
        #expect(list.hidesBottomBarWhenPushed?.value == "YES")
        #expect(list.navigationItem?.title?.value == "List Title")
    }

    @Test func decodesTabBarItemsAndReferences() throws {
        let document = try #require(Fixtures.storyboard(tabs))
        let item = try #require(document.controller(withID: "nav")?.tabBarItem)
        #expect(item.objectID == "item1")
        #expect(item.writtenTitle == "One")
        #expect(item.image?.value == "one")
        #expect(item.selectedImage?.value == "one.fill")
        #expect(item.badgeValue?.value == "3")
        #expect(item.tag?.value == "7")
        #expect(document.source.string(in: item.title!.range) == "One")
        #expect(document.source.string(in: item.location.nameRange) == "tabBarItem")

        let favorites = try #require(document.controller(withID: "fav")?.tabBarItem)
        #expect(favorites.system == .favorites)
        #expect(favorites.writtenTitle == nil)
        #expect(!favorites.isBlank)

        let reference = try #require(document.controller(withID: "ref")?.reference)
        #expect(reference.storyboardName?.value == "Settings")
        #expect(reference.referencedIdentifier?.value == "Privacy")
        #expect(reference.bundleIdentifier == nil)
    }

    @Test func decodesEdgesInTabOrderAndIgnoresBackReferences() throws {
        let document = try #require(Fixtures.storyboard(tabs))
        let tabsEdges = document.children(of: "tbc", .viewControllers)
        #expect(tabsEdges.map(\.destinationID) == ["nav", "ref", "fav"])
        #expect(tabsEdges.map(\.order) == [0, 1, 2])
        #expect(document.children(of: "nav", .rootViewController).map(\.destinationID) == ["list"])
        let segues = document.edges.filter { $0.relationship == nil }
        #expect(segues.count == 1)
        #expect(segues.first?.kind == .segue("show"))
        #expect(segues.first?.sourceID == "list")
        #expect(document.parents(of: "list").map(\.sourceID) == ["nav"])
        #expect(document.source.string(in: tabsEdges[1].anchor) == "ref")
    }

    @Test func collectsObjectIDsDuplicatesAndImages() throws {
        let text = Example.storyboard(
            """
            <viewController id="a" sceneMemberID="viewController">
                <view key="view" id="a"/>
            </viewController>
            """
        ).replacingOccurrences(
            of: "</document>",
            with: """
                    <resources>
                        <image name="feed" width="25" height="25"/>
                        <image name="gear" catalog="system" width="128" height="121"/>
                    </resources>
                </document>
                """)
        let document = try #require(Fixtures.load(text).document)
        #expect(document.duplicateObjectIDs.map(\.id) == ["a"])
        #expect(!document.objectIDs.contains("example-scene"))
        #expect(document.images == [ImageResource(name: "feed", catalog: nil), ImageResource(name: "gear", catalog: "system")])
        #expect(document.imageResource(named: "gear")?.isSystemSymbol == true)
    }
}
