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
            under the linted paths, ignoring a trailing image extension, and checks nothing when the project has \
            no asset catalog and no image at all (its images live elsewhere). A name found only in another letter \
            case is `tab_image_name_case`'s. Only items that a tab \
            shows are judged: the item of the controller a tab instantiates (through a storyboard reference, the \
            target's), never an item on a scene that is no tab. SF Symbols \
            (`catalog="system"`, or an `<imageReference catalog="system">` child) and images embedded in the document \
            (`tabBarItem:<id>:image`) are never missing by name; but UIKit has SF Symbols only from iOS 13, so a symbol \
            on a tab of a document whose targets all deploy to iOS 12 or earlier (`IPHONEOS_DEPLOYMENT_TARGET`) is \
            a warning: there the tab shows no image (ibtool only warns, and a real app fixed it by moving the \
            symbols into code behind `#available(iOS 13, *)`). Images resolve within the bundle the document ships in: \
            its Xcode targets' resources, else its project folder (the nearest folder with `.git`, an \
            `.xcodeproj`, an XcodeGen `project.yml` or `Package.swift`); a sibling project's images do not count. An image the controller's \
            code gives the tab (in the tab's class, its navigation root's, or by the tab's index from the tab bar \
            controller's class: `tabBarItem.image = …`, `tabBar.items?[2].image = …`) replaces the one IB names, \
            which is then not checked; an image that code makes by name (`UIImage(named:)`, `[UIImage \
            imageNamed:]`, an image literal) is checked instead, where the code runs for a controller a storyboard \
            makes, and reported where the code sets it. Where the code changes items TabLint cannot tie to a tab, a \
            missing image is an info. On a tab bar built in code, an image the code makes by name (`UIImage(named:)`, \
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
            // Found in another letter case: `tab_image_name_case` judges it.
            Example(files: [
                ExampleFile(
                    "Base.lproj/Main.storyboard",
                    Example.storyboard(
                        """
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <connections>
                                <segue destination="search" kind="relationship" relationship="viewControllers" id="s1"/>
                            </connections>
                        </tabBarController>
                        <viewController id="search" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Search" image="search" id="i1"/>
                        </viewController>
                        """)),
                ExampleFile("Images/Search@2x.png", ""),
            ]),
            Example(
                """
                <viewController id="feed" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
                </viewController>
                """),
        ],
        failing: [
            // The class of a storyboard's tab sets its images in code; the item's own image is then not checked.
            Example(
                files: [
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        Example.storyboard(
                            """
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="inbox" kind="relationship" relationship="viewControllers" id="s1"/>
                                </connections>
                            </tabBarController>
                            <viewController id="inbox" customClass="InboxViewController" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Inbox" image="mail" id="i1"/>
                            </viewController>
                            """)),
                    ExampleFile(
                        "InboxViewController.swift",
                        """
                        import UIKit

                        final class InboxViewController: UIViewController {
                            required init?(coder: NSCoder) {
                                super.init(coder: coder)
                                1️⃣tabBarItem.image = UIImage(named: "tray")
                                2️⃣tabBarItem.selectedImage = UIImage(named: "tray.fill")
                            }

                            init() {
                                super.init(nibName: nil, bundle: nil)
                                tabBarItem.image = UIImage(named: "envelope")
                            }
                        }
                        """),
                    ExampleFile("Assets.xcassets/feed.imageset/Contents.json", #"{"images":[]}"#),
                ],
                expect: [
                    "1️⃣": "warning: Image 'tray' of tab 1 'Inbox' is in no asset catalog and no image file of the project: the tab shows no icon",
                    "2️⃣":
                        "warning: Selected image 'tray.fill' of tab 1 'Inbox' is in no asset catalog and no image file of the project: the selected tab shows its plain image",
                ]),
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
        NamedTabImages.shown(in: context) { name, images in !images.provides(name) }.map { image in
            let finding = diagnostic(
                message(image), at: image.location, related: image.related, objectID: image.objectID,
                fix: image.isWrittenInIB ? .missingImage(name: image.name) : nil)
            return image.untied.map { finding.uncertain(because: $0, context) } ?? finding
        } + symbolsBeforeIOS13(context)
    }

    /// SF Symbols (`catalog="system"`) on tabs of a document whose targets all deploy to iOS 12 or earlier: UIKit has
    /// them from iOS 13, so on the older systems the tab shows no image (ibtool only warns).
    private func symbolsBeforeIOS13(_ context: LintContext) -> [Diagnostic] {
        let targets = context.workspace.bundles(of: context.document.source).compactMap { bundle in
            bundle.iOSDeploymentTarget.map { (bundle.displayName, $0) }
        }
        guard !targets.isEmpty, targets.allSatisfy({ $0.1.lexicographicallyPrecedes([13]) }),
            let oldest = targets.min(by: { $0.1.lexicographicallyPrecedes($1.1) })
        else { return [] }
        let version = oldest.1.map(String.init).joined(separator: ".")
        var found: [Diagnostic] = []
        for tabBar in context.tabBars {
            let code = TabItemEvidence(tabBar, context)
            for tab in tabBar.distinctTabs {
                guard let placed = tab.item, placed.item.catalog == "system", let image = placed.item.image,
                    code.change(to: tab, \.setsImage) == nil, code.untiedChange(\.setsImage) == nil
                else { continue }
                found.append(
                    diagnostic(
                        "Tab \(tab.number)'s image '\(image.value)' is an SF Symbol, which iOS has from iOS 13, while \(oldest.0) deploys to iOS \(version): there the tab shows no image",
                        at: placed.location(image.range), objectID: placed.item.objectID))
            }
        }
        return found
    }

    /// A tab bar built in code: an image made by name (`UIImage(named:)`) that the bundle does not have.
    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        NamedTabImages.shown(in: context).filter { !$0.images.provides($0.name) }.map { image in
            diagnostic(message(image), at: image.location)
        }
    }

    private func message(_ image: NamedTabImage) -> String {
        image.isSelected
            ? "Selected image '\(image.name)' of \(image.tab) is in no asset catalog and no image file of the project: the selected tab shows its plain image"
            : "Image '\(image.name)' of \(image.tab) is in no asset catalog and no image file of the project: the tab shows no icon"
    }
}
