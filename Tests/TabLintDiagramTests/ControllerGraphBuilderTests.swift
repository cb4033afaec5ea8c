import Foundation
import TabLintCore
import TabLintDiagram
import TabLintRules
import TabLintTestSupport
import TabLintWorkspace
import Testing

@Suite struct ControllerGraphBuilderTests {
    private let main = GraphFixture.main
    private let settings = GraphFixture.settings

    @Test func tabBarControllerCarriesItsTabsInOrderWithWhatUIKitShows() throws {
        let (graph, _) = try GraphFixture.graph()
        let tabBar = try #require(graph.node("\(main)#tab-bc-001"))
        #expect(tabBar.kind == "tabBarController")
        #expect(tabBar.className == "MainTabBarController")
        #expect(tabBar.isInitial)
        #expect(tabBar.restorationIdentifier == "tabs")
        let tabs = try #require(tabBar.tabs)
        #expect(tabs.map(\.index) == Array(0..<7))
        // Tabs 2 and 4 are storyboard references: UIKit shows the target's item, never the reference's. Settings has
        // none (its controller's title shows); Payments' storyboard is missing, so nothing is known.
        #expect(tabs.map(\.title) == ["Home", "Settings", "Favorites", nil, "🎉 Party", nil, "Home"])
        #expect(tabs.map(\.titleSource) == [.item, .controller, .system, .none, .item, .none, .item])
        #expect(tabs.map(\.isUnderMore) == [false, false, false, false, true, true, true])
        #expect(tabs[0].image == "house")
        #expect(tabs[0].imageCatalog == "system")
        #expect(tabs[0].restorationIdentifier == "homeNavigation")
        #expect(tabs[0].navigationRoot == "\(main)#hom-vc-001")
        #expect(tabs[2].systemItem == "favorites")
        #expect(tabs[2].image == nil)
        #expect(tabs[4].image == nil)
        // The reference's own item is the one UIKit shows; the controller is the reference's target.
        #expect(tabs[1].destination == "\(main)#ref-st-001")
        #expect(tabs[1].controller == "\(settings)#nav-st-001")
        #expect(tabs[1].restorationIdentifier == "SettingsNavigation")
        #expect(tabs[3].destination == "\(main)#ref-py-001")
        #expect(tabs[3].controller == nil)
        #expect(tabs[5].destination == nil)
        #expect(tabs[5].destinationID == "nope-00-000")
        #expect(tabs[6].repeatsTab == 0)
        #expect(tabs[0].repeatsTab == nil)
    }

    @Test func edgesCoverContainmentReferencesAcrossFilesAndSegues() throws {
        let (graph, _) = try GraphFixture.graph()
        let kinds = Dictionary(grouping: graph.edges, by: \.kind).mapValues(\.count)
        #expect(kinds == [.tab: 7, .root: 2, .splitColumn: 2, .segue: 1, .reference: 1])
        let reference = try #require(graph.edges.first { $0.kind == .reference })
        #expect(reference.from == "\(main)#ref-st-001")
        #expect(reference.to == "\(settings)#nav-st-001")
        let missing = try #require(graph.edges.first { $0.to == nil })
        #expect(missing.destinationID == "nope-00-000")
        #expect(missing.index == 5)
        #expect(graph.edges.filter { $0.kind == .tab }.map(\.index) == [0, 1, 2, 3, 4, 5, 6])
        #expect(graph.edges.first { $0.kind == .segue }?.name == "show")
        #expect(Set(graph.edges.filter { $0.kind == .splitColumn }.compactMap(\.name)) == ["masterViewController", "detailViewController"])
        let settingsReference = try #require(graph.node("\(main)#ref-st-001")?.reference)
        #expect(settingsReference.status == .resolved)
        #expect(settingsReference.identifier == "SettingsNavigation")
        let payments = try #require(graph.node("\(main)#ref-py-001")?.reference)
        #expect(payments.status == .missingStoryboard)
        #expect(payments.target == nil)
        #expect(graph.files.map(\.initialController) == ["\(main)#tab-bc-001", "\(settings)#spl-vc-001"])
        #expect(graph.node("\(settings)#nav-st-001")?.restorationIdentifier == "SettingsNavigation")
    }

    @Test func eachDiagnosticIsAttachedToTheControllerItAnchorsIn() throws {
        let (graph, findings) = try GraphFixture.graph()
        func rules(_ id: String) -> [String] { graph.node(id)?.diagnostics.map(\.rule) ?? [] }
        // Six tabs (one a duplicate): more_tab_overflow names the ones under More.
        #expect(rules("\(main)#tab-bc-001") == ["more_tab_overflow", "unresolved_destination", "duplicate_tab"])
        #expect(rules("\(main)#ref-py-001") == ["unresolved_storyboard_reference"])
        #expect(rules("\(main)#fav-vc-001") == ["title_based_tab_ordering"])
        #expect(rules("\(main)#pty-vc-001") == ["missing_tab_bar_item"])
        #expect(graph.diagnosticCount == findings.count)
        // And the Settings reference tab, whose item is only on the reference.
        #expect(findings.count == 7)
        let party = try #require(graph.node("\(main)#pty-vc-001")?.diagnostics.first)
        #expect(party.severity == "info")
        #expect(party.line == 71)
        #expect(party.column == 57)
        #expect(graph.node("\(main)#tab-bc-001")?.worstSeverity == "error")
        #expect(graph.node("\(main)#hom-vc-001")?.worstSeverity == nil)
    }

    @Test func duplicateIDsGetDistinctNodesAndFilesThatCannotBeReadKeepTheirFindings() throws {
        let workspace = ExampleRunner.workspace([
            (
                path: "Main.storyboard",
                text: Example.storyboard(
                    """
                    <viewController title="First" id="same" sceneMemberID="viewController"/>
                    <viewController title="Second" id="same" sceneMemberID="viewController"/>
                    """)
            ),
            (path: "Broken.storyboard", text: "<document>\n  <scenes>\n</document>\n"),
        ])
        let findings = Linter(ruleTypes: RuleRegistry.all).lint(workspace).diagnostics
        let graph = ControllerGraphBuilder(workspace: workspace, displayPath: { $0.fileName }).build(diagnostics: findings)
        #expect(graph.nodes.map(\.id) == ["Main.storyboard#same", "Main.storyboard#same~2"])
        #expect(graph.nodes.map(\.title) == ["First", "Second"])
        // The duplicate id's finding anchors inside the second controller.
        #expect(graph.nodes[1].diagnostics.map(\.rule) == ["duplicate_object_id"])
        #expect(graph.nodes[0].diagnostics.isEmpty)
        let broken = try #require(graph.files.first { $0.path == "Broken.storyboard" })
        #expect(broken.status == .malformed)
        #expect(broken.diagnostics.map(\.rule) == ["xml_parse_error"])
        #expect(graph.diagnosticCount == findings.count)
    }

    @Test func xibNestingAttachesToTheInnermostControllerAndUnwindSeguesAreLeftOut() throws {
        let workspace = ExampleRunner.workspace([
            (
                path: "Tabs.xib",
                text: Example.xib(
                    """
                    <tabBarController id="tabs">
                        <viewControllers>
                            <navigationController id="nav">
                                <tabBarItem key="tabBarItem" title="Feed" image="feed" id="navItem"/>
                                <viewControllers>
                                    <viewController id="root">
                                        <tabBarItem key="tabBarItem" title="Ignored" image="x" id="rootItem"/>
                                    </viewController>
                                </viewControllers>
                            </navigationController>
                        </viewControllers>
                    </tabBarController>
                    """)
            ),
            (
                path: "Main.storyboard",
                text: Example.storyboard(
                    """
                    <viewController id="a" sceneMemberID="viewController">
                        <connections>
                            <segue destination="exit" kind="unwind" unwindAction="back:" id="u1"/>
                        </connections>
                    </viewController>
                    <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                    """)
            ),
        ])
        let findings = Linter(ruleTypes: RuleRegistry.all).lint(workspace).diagnostics
        let graph = ControllerGraphBuilder(workspace: workspace, displayPath: { $0.fileName }).build(diagnostics: findings)
        #expect(graph.node("Tabs.xib#root")?.diagnostics.map(\.rule) == ["tab_bar_item_on_navigation_root"])
        #expect(graph.node("Tabs.xib#nav")?.diagnostics.isEmpty == true)
        #expect(graph.node("Tabs.xib#tabs")?.tabs?.first?.title == "Feed")
        #expect(graph.edges.map(\.kind) == [.tab, .root])
    }

    @Test func componentsSplitUnconnectedControllersAndKeepReferencesTogether() throws {
        let (graph, _) = try GraphFixture.graph()
        let parts = graph.components()
        #expect(parts.map(\.nodes.count) == [10, 3])
        #expect(parts[0].files.map(\.path) == [main, settings])
        #expect(parts[1].nodes.map(\.objectID) == ["spl-vc-001", "mst-vc-001", "dtl-vc-002"])
        #expect(parts.allSatisfy { $0.hasStructure })
        #expect(parts.map(\.edges.count).reduce(0, +) == graph.edges.count)
    }
}
