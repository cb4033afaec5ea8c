import TabLintCore
import TabLintSource
import TabLintTestSupport
import Testing

@testable import TabLintModel

/// Legacy `<archive>` xibs decode into the same controllers and edges as modern documents, anchored exactly.
@Suite struct LegacyArchiveDecodingTests {
    /// A 7.10 archive in the shape IB 3 wrote (Tabster's MainWindow.xib): `NSMutableArray` collections with
    /// `EncodedWithXMLCoder`, the selected tab serialised inline and listed by reference, and custom classes in
    /// `flattenedProperties` as parallel `dict.sortedKeys`/`dict.values` arrays.
    private let version7 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
        	<data>
        		<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        			<bool key="EncodedWithXMLCoder">YES</bool>
        			<object class="IBProxyObject" id="841351856">
        				<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        			</object>
        			<1️⃣object class="IBUITabBarController" id="10">
        				<object class="IBUINavigationController" key="IBUISelectedViewController" id="20">
        					<object class="IBUITabBarItem" key="IBUITabBarItem" id="21">
        						<string key="IBUITitle">2️⃣One</string>
        						<object class="NSCustomResource" key="IBUIImage">
        							<string key="NSClassName">NSImage</string>
        							<string key="NSResourceName">3️⃣tab1.png</string>
        						</object>
        					</object>
        					<object class="NSMutableArray" key="IBUIViewControllers">
        						<bool key="EncodedWithXMLCoder">YES</bool>
        						<object class="IBUITableViewController" id="22">
        							<object class="IBUINavigationItem" key="IBUINavigationItem" id="23">
        								<string key="IBUITitle">One</string>
        							</object>
        							<bool key="IBUIHidesBottomBarWhenPushed">YES</bool>
        						</object>
        					</object>
        				</object>
        				<object class="NSMutableArray" key="IBUIViewControllers">
        					<bool key="EncodedWithXMLCoder">YES</bool>
        					<4️⃣reference ref="5️⃣20"/>
        					<object class="IBUIViewController" id="30">
        						<string key="IBUITitle">Four</string>
        						<object class="IBUITabBarItem" key="IBUITabBarItem" id="31">
        							<string key="IBUITitle">Four</string>
        						</object>
        						<string key="IBUINibName">FourViewController</string>
        					</object>
        					<object class="IBUIViewController" id="40">
        						<object class="IBUITabBarItem" key="IBUITabBarItem" id="41">
        							<int key="IBUISystemItemIdentifier">6️⃣2</int>
        						</object>
        					</object>
        					<object class="IBUIViewController" id="50">
        						<object class="IBUITabBarItem" key="IBUITabBarItem" id="51">
        							<string type="base64-UTF8" key="IBUITitle">w5xiZXJzaWNodA</string>
        						</object>
        					</object>
        				</object>
        			</object>
        		</object>
        		<object class="IBObjectContainer" key="IBDocument.Objects">
        			<object class="IBMutableOrderedSet" key="objectRecords">
        				<object class="NSArray" key="orderedObjects">
        					<bool key="EncodedWithXMLCoder">YES</bool>
        					<object class="IBObjectRecord">
        						<int key="objectID">106</int>
        						<reference key="object" ref="10"/>
        					</object>
        					<object class="IBObjectRecord">
        						<int key="objectID">121</int>
        						<reference key="object" ref="22"/>
        					</object>
        					<object class="IBObjectRecord">
        						<int key="objectID">150</int>
        						<reference key="object" ref="30"/>
        					</object>
        				</object>
        			</object>
        			<object class="NSMutableDictionary" key="flattenedProperties">
        				<bool key="EncodedWithXMLCoder">YES</bool>
        				<object class="NSArray" key="dict.sortedKeys">
        					<bool key="EncodedWithXMLCoder">YES</bool>
        					<string>106.IBPluginDependency</string>
        					<string>121.CustomClassName</string>
        					<string>150.CustomClassName</string>
        				</object>
        				<object class="NSMutableArray" key="dict.values">
        					<bool key="EncodedWithXMLCoder">YES</bool>
        					<string>com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string>
        					<string>7️⃣OneViewController</string>
        					<string>FourViewController</string>
        				</object>
        			</object>
        		</object>
        	</data>
        </archive>
        """

    private func decode(_ marked: MarkedText, path: String = "/tablint-test/MainWindow.xib") throws -> IBDocument {
        try #require(Fixtures.load(marked.text, path: path).document)
    }

    @Test func decodesControllersTabsAndItemsOfAVersion7Archive() throws {
        let marked = MarkedText(version7)
        let document = try decode(marked)
        #expect(document.format == .legacyArchive)
        #expect(document.platform == .iOS)
        #expect(
            document.controllers.map(\.kind) == [
                .tabBarController, .navigationController, .tableViewController, .viewController, .viewController, .viewController,
            ])
        let tabBar = try #require(document.controller(withID: "10"))
        #expect(tabBar.location.nameRange.lowerBound == marked.markers["1️⃣"]!)
        #expect(tabBar.customClass == nil)

        // Tab order is the IBUIViewControllers list; the selected tab is listed by reference.
        let tabs = document.children(of: "10", .viewControllers)
        #expect(tabs.map(\.destinationID) == ["20", "30", "40", "50"])
        #expect(tabs.map(\.order) == [0, 1, 2, 3])
        #expect(tabs[0].location.nameRange.lowerBound == marked.markers["4️⃣"]!)
        #expect(tabs[0].anchor.lowerBound == marked.markers["5️⃣"]!)

        let navigation = try #require(document.controller(withID: "20"))
        let item = try #require(navigation.tabBarItem)
        #expect(item.title?.value == "One")
        #expect(item.title?.range.lowerBound == marked.markers["2️⃣"]!)
        #expect(item.image?.value == "tab1.png")
        #expect(item.image?.range == marked.markers["3️⃣"]!..<(marked.markers["3️⃣"]! + 8))
        #expect(document.children(of: "20", .rootViewController).map(\.destinationID) == ["22"])

        let root = try #require(document.controller(withID: "22"))
        #expect(root.customClass?.value == "OneViewController")
        #expect(root.customClass?.range.lowerBound == marked.markers["7️⃣"]!)
        #expect(root.navigationItem?.title?.value == "One")
        #expect(root.hidesBottomBarWhenPushed?.value == "YES")

        let four = try #require(document.controller(withID: "30"))
        #expect(four.nibName == "FourViewController")
        #expect(four.title?.value == "Four")
        #expect(four.customClass?.value == "FourViewController")

        let featured = try #require(document.controller(withID: "40")?.tabBarItem)
        #expect(featured.system == .featured)
        #expect(featured.systemItem?.range.lowerBound == marked.markers["6️⃣"]!)
        #expect(document.controller(withID: "50")?.tabBarItem?.title?.value == "Übersicht")
    }

    @Test func version8ArchivesUseArraysAndKeyedDictionaries() throws {
        let text = Example.legacyArchive(
            """
            <object class="IBUITabBarController" id="10">
                <array class="NSMutableArray" key="IBUIViewControllers">
                    <object class="IBUIViewController" id="11">
                        <object class="IBUITabBarItem" key="IBUITabBarItem" id="12">
                            <int key="IBUISystemItemIdentifier">1</int>
                        </object>
                    </object>
                    <reference ref="13"/>
                </array>
            </object>
            <object class="IBUINavigationController" id="13">
                <object class="IBUITabBarItem" key="IBUITabBarItem" id="14">
                    <string key="IBUITitle">Feed</string>
                </object>
            </object>
            """, type: "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB", customClasses: [("10", "2", "RootTabBarController")])
        let document = try decode(MarkedText(text))
        #expect(document.isIPadOnly)
        #expect(document.controller(withID: "10")?.customClass?.value == "RootTabBarController")
        #expect(document.children(of: "10", .viewControllers).map(\.destinationID) == ["11", "13"])
        #expect(document.controller(withID: "11")?.tabBarItem?.system == .favorites)
    }

    @Test func splitViewsNameTheirColumnsAndDictionariesMayUseKeyObjectPairs() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB" version="7.10">
                <data>
                    <object class="IBUISplitViewController" id="1">
                        <object class="IBUINavigationController" key="IBUIMasterViewController" id="2"/>
                        <object class="IBUIViewController" key="IBUIDetailViewController" id="3"/>
                    </object>
                    <object class="IBObjectContainer" key="IBDocument.Objects">
                        <object class="IBMutableOrderedSet" key="objectRecords">
                            <object class="NSArray" key="orderedObjects">
                                <object class="IBObjectRecord">
                                    <int key="objectID">7</int>
                                    <reference key="object" ref="3"/>
                                </object>
                            </object>
                        </object>
                        <object class="NSMutableDictionary" key="flattenedProperties">
                            <string key="NS.key.0">7.CustomClassName</string>
                            <string key="NS.object.0">DetailViewController</string>
                        </object>
                    </object>
                </data>
            </archive>
            """
        let document = try decode(MarkedText(text))
        #expect(document.children(of: "1", .masterViewController).map(\.destinationID) == ["2"])
        #expect(document.children(of: "1", .detailViewController).map(\.destinationID) == ["3"])
        #expect(document.controller(withID: "3")?.customClass?.value == "DetailViewController")
    }

    @Test func archivesWithoutControllersStillDecode() throws {
        let document = try decode(MarkedText(Example.legacyArchive(#"<object class="IBUIView" id="5"/>"#)))
        #expect(document.controllers.isEmpty)
        #expect(document.objectIDs.contains("5"))
    }
}
