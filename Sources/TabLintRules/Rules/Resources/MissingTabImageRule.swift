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
            project has no asset catalog and no image at all (its images live elsewhere). SF Symbols \
            (`catalog="system"`, or an `<imageReference catalog="system">` child) and images embedded in the document \
            (`tabBarItem:<id>:image`) are never missing. Images resolve within the bundle the document ships in: \
            its Xcode targets' resources, else its project folder (the nearest folder with `.git`, an \
            `.xcodeproj` or `Package.swift`); a sibling project's images do not count. An image the controller's \
            class sets in code (`tabBarItem.image = …`) is not checked.
            """,
        defaultSeverity: .warning,
        passing: [
            Example(files: [
                ExampleFile(
                    "Base.lproj/Main.storyboard",
                    Example.storyboard(
                        """
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
            Example(
                """
                <viewController id="feed" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
                </viewController>
                """),
        ],
        failing: [
            Example(
                files: [
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        Example.storyboard(
                            """
                            <viewController id="feed" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Feed" image="1️⃣feed" selectedImage="2️⃣feed.fill" id="i1"/>
                            </viewController>
                            """)),
                    ExampleFile("Assets.xcassets/Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#),
                    ExampleFile("Assets.xcassets/Icons/feed.imageset/Contents.json", #"{"images":[]}"#),
                ],
                expect: [
                    "1️⃣":
                        "warning: Image 'feed' of tab bar item 'Feed' is in no asset catalog and no image file of the project: the tab shows no icon",
                    "2️⃣":
                        "warning: Selected image 'feed.fill' of tab bar item 'Feed' is in no asset catalog and no image file of the project: the selected tab shows its plain image",
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
                        "warning: Image 'CrossHairs.png' of tab bar item 'Map' is in no asset catalog and no image file of the project: the tab shows no icon"
                ]),
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        // Most documents name no tab image: their bundles' images are then never made (`BundleImages`).
        let items = context.document.controllers.compactMap { controller in
            controller.tabBarItem.map { item in (controller, item, named: Self.namedImages(item)) }
        }
        guard items.contains(where: { !$0.named.isEmpty }) else { return [] }
        let images = context.workspace.images(for: context.document.source)
        guard !images.isEmpty else { return [] }
        var found: [Diagnostic] = []
        for (controller, item, named) in items {
            let label = item.writtenTitle ?? item.system?.englishTitle ?? controller.displayName
            for (value, selected) in named {
                guard isMissing(value.value, images, context.document),
                    // An image the controller's class sets in code replaces the one IB names.
                    context.setsInCode(controller, \.setsTabImage) == nil
                else { continue }
                let message =
                    selected
                    ? "Selected image '\(value.value)' of tab bar item '\(label)' is in no asset catalog and no image file of the project: the selected tab shows its plain image"
                    : "Image '\(value.value)' of tab bar item '\(label)' is in no asset catalog and no image file of the project: the tab shows no icon"
                found.append(
                    diagnostic(message, at: context.location(value.range), objectID: item.objectID, fix: .missingImage(name: value.value)))
            }
        }
        return found
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
