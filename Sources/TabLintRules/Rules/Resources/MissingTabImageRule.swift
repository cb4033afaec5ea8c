import TabLintCode
import TabLintCore
import TabLintModel
import TabLintWorkspace

/// A tab bar item image that no asset catalog or image file of the project provides.
struct MissingTabImageRule: Rule {
    static let description = RuleDescription(
        id: "missing_tab_image",
        name: "Missing tab image",
        summary: "A tab bar item names an image that no asset catalog or image file of the project provides",
        rationale: """
            `image="…"` and `selectedImage="…"` are looked up by name at run time: in the target's asset \
            catalogs (image and symbol sets; a group whose `Contents.json` says `provides-namespace` adds \
            `Group/` to its sets' names) and among the bundle's image files (`name.png`, `name@2x.png`, …). A \
            name that matches nothing gives a tab without an icon, or a selected tab that falls back to the \
            plain image; Xcode warns only when the storyboard is open. TabLint searches every catalog and image \
            under the linted paths, ignoring case and a trailing image extension, and checks nothing when the \
            project has no asset catalog and no image at all (its images live elsewhere). Only items that a tab \
            shows are judged: the item of the controller a tab instantiates (through a storyboard reference, the \
            target's), never an item on a scene that is no tab. SF Symbols \
            (`catalog="system"`, or an `<imageReference catalog="system">` child) and images embedded in the document \
            (`tabBarItem:<id>:image`) are never missing. Images resolve within the bundle the document ships in: \
            its Xcode targets' resources, else its project folder (the nearest folder with `.git`, an \
            `.xcodeproj`, an XcodeGen `project.yml` or `Package.swift`); a sibling project's images do not count. An image the controller's \
            code gives the tab (in the tab's class, its navigation root's, or by the tab's index from the tab bar \
            controller's class: `tabBarItem.image = …`, `tabBar.items?[2].image = …`) replaces the one IB names, \
            which is then not checked; where the code changes items TabLint cannot tie to a tab, a missing image is \
            an info. On a tab bar built in code, an image the code makes by name (`UIImage(named:)`, \
            `[UIImage imageNamed:]`) where it makes the tab, or in the tab's class, is checked the same way, and \
            reported where the code sets it.
            """,
        defaultSeverity: .warning,
        otherSeverities: [.info],
        passing: [
            Example(files: [
                ExampleFile(
                    "Base.lproj/Main.storyboard",
                    Example.storyboard(
                        """
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <connections>
                                <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                                <segue destination="search" kind="relationship" relationship="viewControllers" id="s2"/>
                                <segue destination="more" kind="relationship" relationship="viewControllers" id="s3"/>
                            </connections>
                        </tabBarController>
                        <viewController id="feed" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Feed" image="feed" selectedImage="Icons/feed.fill" id="i1"/>
                        </viewController>
                        <viewController id="search" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Search" image="magnifyingglass" catalog="system" id="i2"/>
                        </viewController>
                        <viewController id="more" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="More" image="more.png" id="i3"/>
                        </viewController>
                        """)),
                ExampleFile("Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#),
                ExampleFile("Assets.xcassets/feed.imageset/Contents.json", #"{"images":[{"filename":"feed.png","idiom":"universal"}]}"#),
                ExampleFile("Assets.xcassets/Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#),
                ExampleFile("Assets.xcassets/Icons/feed.fill.imageset/Contents.json", #"{"images":[]}"#),
                ExampleFile("Images/more@2x.png", ""),
            ]),
            // An item on a scene that is no tab is never shown, so never judged.
            Example(files: [
                ExampleFile(
                    "Base.lproj/Main.storyboard",
                    Example.storyboard(
                        """
                        <viewController storyboardIdentifier="Settings" id="settings" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Settings" image="gear-old" id="i1"/>
                        </viewController>
                        """)),
                ExampleFile("Assets.xcassets/gear.imageset/Contents.json", #"{"images":[]}"#),
            ]),
            Example(
                """
                <viewController id="feed" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
                </viewController>
                """),
        ],
        failing: [
            // A tab bar built in code.
            Example(
                files: [
                    ExampleFile(
                        "Assets.xcassets/feed.imageset/Contents.json", #"{"images":[{"filename":"feed.png","idiom":"universal"}]}"#),
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        func makeTabs() -> UITabBarController {
                            let feed = UIViewController()
                            feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "feed"), tag: 0)
                            let inbox = UIViewController()
                            1️⃣inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(named: "tray"), tag: 1)
                            let tabs = UITabBarController()
                            tabs.viewControllers = [feed, inbox]
                            return tabs
                        }
                        """),
                ],
                expect: [
                    "1️⃣": "warning: Image 'tray' of tab 2 'Inbox' is in no asset catalog and no image file of the project: the tab shows no icon"
                ]),
            Example(
                files: [
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        Example.storyboard(
                            """
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                                </connections>
                            </tabBarController>
                            <viewController id="feed" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Feed" image="1️⃣feed" selectedImage="2️⃣feed.fill" id="i1"/>
                            </viewController>
                            """)),
                    ExampleFile("Assets.xcassets/Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#),
                    ExampleFile("Assets.xcassets/Icons/feed.imageset/Contents.json", #"{"images":[]}"#),
                ],
                expect: [
                    "1️⃣":
                        "warning: Image 'feed' of tab 1 'Feed' is in no asset catalog and no image file of the project: the tab shows no icon",
                    "2️⃣":
                        "warning: Selected image 'feed.fill' of tab 1 'Feed' is in no asset catalog and no image file of the project: the selected tab shows its plain image",
                ]),
            Example(
                files: [
                    ExampleFile(
                        "MainWindow.xib",
                        Example.legacyArchive(
                            """
                            <object class="IBUITabBarController" id="100">
                                <array class="NSMutableArray" key="IBUIViewControllers">
                                    <object class="IBUIViewController" id="101">
                                        <object class="IBUITabBarItem" key="IBUITabBarItem" id="102">
                                            <string key="IBUITitle">Map</string>
                                            <object class="NSCustomResource" key="IBUIImage">
                                                <string key="NSClassName">NSImage</string>
                                                <string key="NSResourceName">1️⃣CrossHairs.png</string>
                                            </object>
                                        </object>
                                    </object>
                                </array>
                            </object>
                            """)),
                    ExampleFile("Images/Clock@2x.png", ""),
                ],
                expect: [
                    "1️⃣":
                        "warning: Image 'CrossHairs.png' of tab 1 'Map' is in no asset catalog and no image file of the project: the tab shows no icon"
                ]),
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tabBar in context.tabBars {
            // Only the items tabs show are judged; most bars name no image, and their images are then never made.
            let shown = tabBar.distinctTabs.compactMap { tab in tab.item.map { (tab, $0, Self.namedImages($0.item)) } }.filter { !$0.2.isEmpty }
            guard !shown.isEmpty else { continue }
            let code = TabItemEvidence(tabBar, context)
            for (tab, placed, named) in shown {
                let images = context.workspace.images(for: placed.owner.source)
                guard !images.isEmpty else { continue }
                for (value, selected) in named where isMissing(value.value, images, placed.owner.document) {
                    // An image the code gives this tab replaces the one IB names.
                    let replaces: (TabItemChange) -> Bool = { selected ? $0.part == .item || $0.part == .selectedImage : $0.setsImage }
                    guard code.change(to: tab, replaces) == nil else { continue }
                    // Named as users see it: by position and title (a title can repeat, and classes often do).
                    let item = "tab \(tab.number)" + (tab.title.text.map { " '\($0)'" } ?? "")
                    let message =
                        selected
                        ? "Selected image '\(value.value)' of \(item) is in no asset catalog and no image file of the project: the selected tab shows its plain image"
                        : "Image '\(value.value)' of \(item) is in no asset catalog and no image file of the project: the tab shows no icon"
                    let (anchor, notes) = context.anchor(
                        placed.location(value.range), fallback: tab.child.siteAnchor, note: "Tab bar item of tab \(tab.number)")
                    let finding = diagnostic(
                        message, at: anchor, related: notes, objectID: placed.item.objectID, fix: .missingImage(name: value.value))
                    found.append(code.untiedChange(replaces).map { finding.uncertain(because: $0, context) } ?? finding)
                }
            }
        }
        return found
    }

    /// A tab bar built in code: an image made by name (`UIImage(named:)`) that the bundle does not have.
    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        // A bundle that ships no IB document has no image index of its own: the project's images stand in (an image
        // of a sibling target then counts, which can only silence a finding).
        var images = context.workspace.resources.images(for: context.source.path)
        if images.isEmpty { images = context.workspace.resources.images }
        guard !images.isEmpty else { return [] }
        return context.tabs.compactMap { tab in
            let look = context.look(of: tab)
            guard case .named(let name)? = look.image.value, !name.isEmpty, !images.provides(name) else { return nil }
            let location = look.imageRange.map(context.location) ?? look.classImage.flatMap(context.code.location(of:)) ?? context.location(tab.range)
            return diagnostic(
                "Image '\(name)' of \(context.lowercasedLabel(tab)) is in no asset catalog and no image file of the project: the tab shows no icon",
                at: location)
        }
    }

    /// The item's image and selected image (`selected`), but for SF Symbols, which are never missing.
    private static func namedImages(_ item: TabBarItem) -> [(value: AttributeValue, selected: Bool)] {
        var named: [(value: AttributeValue, selected: Bool)] = []
        if let image = item.image, item.catalog != "system" { named.append((image, false)) }
        if let image = item.selectedImage, !item.selectedImageIsSystemSymbol { named.append((image, true)) }
        return named
    }

    private func isMissing(_ name: String, _ images: ProjectImages, _ document: IBDocument) -> Bool {
        if name.isEmpty || name.hasPrefix("tabBarItem:") { return false }
        if document.imageResource(named: name)?.isSystemSymbol == true { return false }
        return !images.provides(name)
    }
}
