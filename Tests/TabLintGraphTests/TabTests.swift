import Foundation
import TabLintCore
import TabLintModel
import TabLintTestSupport
import Testing

@testable import TabLintGraph

@Suite struct TabTests {
    private func tabBar(_ scenes: String, extra: [(String, String)] = []) throws -> TabBar {
        let ws = ExampleRunner.workspace([(path: "Main.storyboard", text: Example.storyboard(scenes))] + extra.map { (path: $0.0, text: $0.1) })
        let document = try #require(ws.document(at: ExampleRunner.root.appendingPathComponent("Main.storyboard")))
        return try #require(ws.tabBars(in: document).first)
    }

    private func tabs(_ count: Int) -> String {
        let segues = (1...count).map { #"<segue destination="t\#($0)" kind="relationship" relationship="viewControllers" id="s\#($0)"/>"# }
        let controllers = (1...count).map { #"<viewController title="T\#($0)" id="t\#($0)" sceneMemberID="viewController"/>"# }
        return #"<tabBarController id="tbc" sceneMemberID="viewController"><connections>"# + segues.joined() + "</connections></tabBarController>"
            + controllers.joined(separator: "\n")
    }

    @Test func sixOrMoreTabsPutTabsFiveOnUnderMore() throws {
        #expect(try tabBar(tabs(5)).tabs.allSatisfy { !$0.isUnderMore })
        let six = try tabBar(tabs(6)).tabs
        #expect(six.map(\.isUnderMore) == [false, false, false, false, true, true])
        #expect(six.map(\.label) == ["Tab 1 'T1'", "Tab 2 'T2'", "Tab 3 'T3'", "Tab 4 'T4'", "Tab 5 'T5'", "Tab 6 'T6'"])
    }

    @Test func aNavigationControllerWithoutAnItemShowsItsRoots() throws {
        let bar = try tabBar(
            """
            <tabBarController id="tbc" sceneMemberID="viewController">
                <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/></connections>
            </tabBarController>
            <navigationController title="Nav" id="nav" sceneMemberID="viewController">
                <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="s2"/></connections>
            </navigationController>
            <viewController title="Root" id="root" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Root item" id="i1"/>
            </viewController>
            """)
        let tab = try #require(bar.tabs.first)
        #expect(tab.item?.owner.controller.id == "root")
        #expect(tab.navigationRoot?.controller.id == "root")
        #expect(tab.title.text == "Root item")
    }

    @Test func aNavigationControllersOwnItemWinsOverItsRoots() throws {
        let bar = try tabBar(
            """
            <tabBarController id="tbc" sceneMemberID="viewController">
                <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/></connections>
            </tabBarController>
            <navigationController title="Nav" id="nav" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Nav item" id="i0"/>
                <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="s2"/></connections>
            </navigationController>
            <viewController title="Root" id="root" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Root item" id="i1"/>
            </viewController>
            """)
        #expect(bar.tabs.first?.item?.owner.controller.id == "nav")
        #expect(bar.tabs.first?.title.text == "Nav item")
    }

    @Test func aReferenceShowsItsTargetsItemNeverThePlaceholders() throws {
        let settings = Example.storyboard(
            #"""
            <viewController title="Settings" storyboardIdentifier="S" id="target" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Target Item" id="ti"/>
            </viewController>
            """#)
        let bar = try tabBar(
            """
            <tabBarController id="tbc" sceneMemberID="viewController">
                <connections>
                    <segue destination="own" kind="relationship" relationship="viewControllers" id="s1"/>
                    <segue destination="bare" kind="relationship" relationship="viewControllers" id="s2"/>
                </connections>
            </tabBarController>
            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="S" id="own" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Placeholder Item" id="pi"/>
            </viewControllerPlaceholder>
            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="S" id="bare" sceneMemberID="viewController"/>
            """, extra: [("Settings.storyboard", settings)])
        #expect(bar.tabs.map { $0.title.text } == ["Target Item", "Target Item"])
        #expect(bar.tabs.map { $0.referenceItem?.item.writtenTitle } == ["Placeholder Item", nil])
        #expect(bar.tabs[1].item?.owner.document.source.fileName == "Settings.storyboard")
        #expect(bar.tabs.allSatisfy { $0.target?.controller.id == "target" })
    }

    @Test func titlesFallBackFromItemToSystemItemToController() throws {
        let bar = try tabBar(
            """
            <tabBarController id="tbc" sceneMemberID="viewController">
                <connections>
                    <segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/>
                    <segue destination="b" kind="relationship" relationship="viewControllers" id="s2"/>
                    <segue destination="c" kind="relationship" relationship="viewControllers" id="s3"/>
                    <segue destination="d" kind="relationship" relationship="viewControllers" id="s4"/>
                </connections>
            </tabBarController>
            <viewController title="A title" id="a" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="A item" id="i1"/></viewController>
            <viewController title="B title" id="b" sceneMemberID="viewController"><tabBarItem key="tabBarItem" systemItem="topRated" id="i2"/></viewController>
            <viewController title="C title" id="c" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="" image="c" id="i3"/></viewController>
            <viewController id="d" sceneMemberID="viewController"/>
            """)
        #expect(bar.tabs.map { $0.title.text } == ["A item", "Top Rated", "C title", nil])
        if case .system(let item, _) = bar.tabs[1].title { #expect(item == .topRated) } else { Issue.record("system title") }
    }
}
