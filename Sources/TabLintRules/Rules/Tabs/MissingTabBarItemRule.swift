import TabLintCode
import TabLintCore
import TabLintGraph
import TabLintModel
import TabLintSource
import TabLintWorkspace

/// A tab without a tab bar item (warning), a blank item (error), or an item with a title but no image (info).
struct MissingTabBarItemRule: Rule {
    static let description = RuleDescription(
        id: "missing_tab_bar_item",
        name: "Missing tab bar item",
        summary: "A tab has no tab bar item, a blank one, or one without an image",
        rationale: """
            UIKit shows the tab bar item of each tab's controller. Without one (warning) it makes a plain item \
            from the controller's title: text only, or nothing at all when the controller has no title either. An \
            item with neither title, image nor system item is a blank, unlabeled tab (error); a title that a \
            user-defined runtime attribute (`localizableString`, a localization key) sets at run time counts as \
            a title. A text-only tab (an item with a title but no image, info; or no item, warning) is reported \
            only when another tab of the bar has an image: text-only next to icons looks broken, while a bar of \
            text-only tabs is a design. The item judged is the one UIKit shows: through a storyboard reference the \
            target's (the reference's own item is only drawn by Interface Builder), and for a navigation \
            controller without an item its root's. When the app's code gives the tab its item, title or image \
            (`tabBarItem = UITabBarItem(…)` or `tabBarItem.title = …` in the tab's class or its navigation \
            root's, `navigationController?.tabBarItem.image = …` in the root's, `tabBar.items?[i].image = …` or \
            `viewControllers?[i].tabBarItem = …` from the tab bar controller's class), nothing is reported for \
            that tab; the other tabs are still judged. Where the code changes items TabLint cannot tie to a tab \
            (a loop over the controllers, an index it cannot work out), findings on that bar are infos. On tvOS, where \
            the tab bar shows text, only blank tabs are reported. A tab whose storyboard reference carries an item \
            while its target has none is an info when that item is Xcode's placeholder: the reference's item never runs. On a tab bar built in code, a \
            tab is blank (error) when it is a plain UIKit controller (`UIViewController()`, or an app class \
            TabLint reads that only derives from one) and neither the code that makes it nor its class gives it an \
            item, a title or an image. A tab made from a storyboard scene by identifier \
            (`instantiateViewController(withIdentifier:)`) is judged with that scene's item, title and class, when \
            the bundle has exactly one scene of that identifier; a tab made elsewhere (a call) is not judged. A tab \
            whose target has no item while its storyboard reference carries a configured one (a title or an image) \
            keeps the warning: the reference's item never shows (observed). A \
            tab is known blank only where the code is known not to set its look (`Docs/Rules.md`, "Three answers"): \
            an app class TabLint does not find may set anything. On a bar that draws its own look (a bar class of \
            the app's, a background image, a view laid over the bar: "Bars that draw their own look"), blank \
            items are infos where every tab is blank, and one blank tab among configured ones is a warning, a \
            placeholder users can still select, unless its item is disabled. Xcode's untouched item (the title \
            'Item', no image) on a tab that is no storyboard reference is a tab nobody configured: a warning where \
            the app's code was read and neither gives the tab an item nor titles its controller, an info where \
            that is not known (no code, a class TabLint does not find).
            """,
        defaultSeverity: .warning,
        otherSeverities: [.error, .info],
        passing: [
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="more" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController id="feed" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
                </viewController>
                <viewController id="more" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" systemItem="more" id="i2"/>
                </viewController>
                """),
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="movies" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="shows" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController id="movies" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Movies" id="i1"/>
                </viewController>
                <viewController title="Shows" id="shows" sceneMemberID="viewController"/>
                """, runtime: "AppleTV"),
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="inbox" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="sent" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController title="Inbox" id="inbox" sceneMemberID="viewController"/>
                <viewController id="sent" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Sent" id="i2"/>
                </viewController>
                """),
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="search" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="scan" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController id="search" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Search" id="i1">
                        <imageReference key="image" image="magnifyingglass" catalog="system" symbolScale="large"/>
                        <imageReference key="selectedImage" image="magnifyingglass.circle.fill" catalog="system"/>
                    </tabBarItem>
                </viewController>
                <viewController id="scan" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="" image="barcode" id="i2">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="scanner.tab"/>
                        </userDefinedRuntimeAttributes>
                    </tabBarItem>
                </viewController>
                """),
            // Launch screens are static pictures, whether the document says so or Info.plist names it.
            Example(files: [
                ExampleFile(
                    "Base.lproj/LaunchScreen.storyboard",
                    Example.storyboard(
                        Self.launchScreenBar, launchScreen: true)),
                ExampleFile(
                    "Base.lproj/Splash.storyboard",
                    Example.storyboard(
                        Self.launchScreenBar)),
                ExampleFile(
                    "Info.plist",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>UILaunchStoryboardName</key><string>Splash</string></dict></plist>
                    """),
            ]),
            // A tab bar built in code: each tab gets an item, a title, or a class that sets its own.
            Example(files: [
                ExampleFile(
                    "Tabs.swift",
                    """
                    import UIKit

                    final class Profile: UIViewController {
                        override init(nibName: String?, bundle: Bundle?) {
                            super.init(nibName: nibName, bundle: bundle)
                            tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 2)
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }

                    func makeTabs() -> UITabBarController {
                        let feed = UIViewController()
                        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
                        let inbox = UIViewController()
                        inbox.title = "Inbox"
                        let tabs = UITabBarController()
                        tabs.viewControllers = [feed, inbox, Profile(), Settings.make()]
                        return tabs
                    }
                    """)
            ]),
            // The tab bar controller sets the item of its second tab by index once the tabs are set.
            Example(files: [
                ExampleFile(
                    "Tabs.swift",
                    """
                    import UIKit

                    final class Tabs: UITabBarController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let feed = UIViewController()
                            feed.title = "Feed"
                            viewControllers = [feed, UIViewController()]
                            tabBar.items?[1].image = UIImage(systemName: "tray")
                        }
                    }
                    """)
            ]),
            // Tabs added with `addChild(_:)` to a class a storyboard's tab bar controller has: they come after its
            // IB tabs, so the code's bar is not judged alone.
            Example(files: [
                ExampleFile(
                    "Tabs.swift",
                    """
                    import UIKit

                    final class MainTabs: UITabBarController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            addChild(UIViewController())
                        }
                    }
                    """),
                ExampleFile(
                    "Base.lproj/Main.storyboard",
                    Example.storyboard(
                        """
                        <tabBarController id="tabs" customClass="MainTabs" sceneMemberID="viewController">
                            <connections>
                                <segue destination="home" kind="relationship" relationship="viewControllers" id="s1"/>
                            </connections>
                        </tabBarController>
                        <viewController id="home" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Home" image="house" id="i1"/>
                        </viewController>
                        """, initial: "tabs")),
            ]),
            // Tabs made from storyboard scenes by identifier show the scenes' items.
            Example(files: [
                ExampleFile(
                    "Tabs.swift",
                    """
                    import UIKit

                    func makeTabs(_ storyboard: UIStoryboard) -> UITabBarController {
                        let tabs = UITabBarController()
                        tabs.viewControllers = [
                            storyboard.instantiateViewController(withIdentifier: "Feed"),
                            storyboard.instantiateViewController(withIdentifier: "Inbox"),
                        ]
                        return tabs
                    }
                    """),
                ExampleFile(
                    "Base.lproj/Main.storyboard",
                    Example.storyboard(
                        """
                        <viewController storyboardIdentifier="Feed" id="feed" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Feed" image="list.bullet" catalog="system" id="i1"/>
                        </viewController>
                        <navigationController storyboardIdentifier="Inbox" id="inbox" sceneMemberID="viewController">
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="s1"/>
                            </connections>
                        </navigationController>
                        <tableViewController title="Inbox" id="list" sceneMemberID="viewController"/>
                        """)),
            ]),
            // The app delegate titles the storyboard's second tab by index through the window's root controller,
            // the initial controller of the main storyboard the Info.plist names.
            Example(files: [
                ExampleFile(
                    "Base.lproj/Main.storyboard",
                    Example.storyboard(
                        """
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <connections>
                                <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                                <segue destination="map" kind="relationship" relationship="viewControllers" id="s2"/>
                            </connections>
                        </tabBarController>
                        <viewController id="feed" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Feed" image="list.bullet" catalog="system" id="i1"/>
                        </viewController>
                        <viewController id="map" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="" id="i2"/>
                        </viewController>
                        """, initial: "tabs")),
                ExampleFile(
                    "Info.plist",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
                    """),
                ExampleFile(
                    "AppDelegate.swift",
                    """
                    import UIKit

                    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?

                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            if let tabs = window?.rootViewController as? UITabBarController {
                                tabs.tabBar.items?[1].title = NSLocalizedString("Map", comment: "")
                                tabs.tabBar.items?[1].image = UIImage(systemName: "map")
                            }
                            return true
                        }
                    }
                    """),
            ]),
            // A centre button over the bar covers a placeholder tab, whose item is disabled: it cannot be selected.
            Example(files: [
                ExampleFile(
                    "Tabs.swift",
                    """
                    import UIKit

                    final class MainTabs: UITabBarController {
                        private let compose = UIButton(type: .custom)

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let feed = UINavigationController(rootViewController: UIViewController())
                            feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
                            let placeholder = UIViewController()
                            placeholder.tabBarItem.isEnabled = false
                            let inbox = UIViewController()
                            inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 2)
                            viewControllers = [feed, placeholder, inbox]
                            tabBar.addSubview(compose)
                        }
                    }
                    """)
            ]),
        ],
        failing: [
            // A tab bar built in code: a plain controller that gets nothing is a blank tab.
            Example(
                files: [
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        final class Placeholder: UIViewController {}

                        func makeTabs() -> UITabBarController {
                            let feed = UINavigationController(rootViewController: UIViewController())
                            feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
                            let tabs = UITabBarController()
                            tabs.viewControllers = [feed, 1️⃣UIViewController(), 2️⃣Placeholder()]
                            return tabs
                        }
                        """)
                ],
                expect: [
                    "1️⃣":
                        "error: Tab 2 gets no tab bar item, title or image from the code: UIKit makes an item without title or image, and the tab is blank",
                    "2️⃣":
                        "error: Tab 3 gets no tab bar item, title or image from the code: UIKit makes an item without title or image, and the tab is blank",
                ]),
            // A centre button over a bar built in code covers a placeholder tab that stays selectable.
            Example(
                files: [
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        final class MainTabs: UITabBarController {
                            private let compose = UIButton(type: .custom)

                            override func viewDidLoad() {
                                super.viewDidLoad()
                                let feed = UINavigationController(rootViewController: UIViewController())
                                feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
                                let inbox = UIViewController()
                                inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 2)
                                viewControllers = [feed, 1️⃣UIViewController(), inbox]
                                view.addSubview(compose)
                            }
                        }
                        """)
                ],
                expect: [
                    "1️⃣":
                        "warning: Tab 2 is blank on a bar that draws its own look (its code lays a view over the bar): a placeholder users can still select, which shows an empty screen; disable its item (isEnabled = false) or give it a title and image"
                ]),
            // A tab of an app class that sets nothing anywhere: the class's own file was read and gives no item.
            Example(
                files: [
                    ExampleFile(
                        "Profile.swift",
                        """
                        import UIKit

                        final class Profile: UIViewController {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                view.backgroundColor = .systemBackground
                            }
                        }
                        """),
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        func makeTabs() -> UITabBarController {
                            let feed = UIViewController()
                            feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
                            let tabs = UITabBarController()
                            tabs.viewControllers = [feed, 1️⃣Profile()]
                            return tabs
                        }
                        """),
                ],
                expect: [
                    "1️⃣":
                        "error: Tab 2 gets no tab bar item, title or image from the code: UIKit makes an item without title or image, and the tab is blank"
                ]),
            // A bar of the app's own class, all of whose items are blank: it draws the tabs itself.
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="bar" customClass="AnimatedTabBar"/>
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="saved" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController id="feed" sceneMemberID="viewController">
                    <1️⃣tabBarItem key="tabBarItem" title="" id="i1"/>
                </viewController>
                <viewController id="saved" sceneMemberID="viewController">
                    <2️⃣tabBarItem key="tabBarItem" title="" id="i2"/>
                </viewController>
                """,
                expect: [
                    "1️⃣": "info: Tab 1's tab bar item has no title, image or system item: the tab is blank",
                    "2️⃣": "info: Tab 2's tab bar item has no title, image or system item: the tab is blank",
                ]),
            // The second tab's class gives it its item only when its view loads.
            Example(
                files: [
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        final class Inbox: UIViewController {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 1)
                            }
                        }

                        func makeTabs() -> UITabBarController {
                            let feed = UIViewController()
                            feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
                            let tabs = UITabBarController()
                            tabs.viewControllers = [feed, 1️⃣Inbox()]
                            return tabs
                        }
                        """)
                ],
                expect: [
                    "1️⃣":
                        "warning: Tab 2 gets its title and image only when its view loads (Tabs.swift:6): until the user first opens the tab, UIKit shows it without title or image; set its tab bar item in the initializer"
                ]),
            // Xcode's untouched item on a tab, in a project whose code is known not to configure it.
            Example(
                files: [
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        Example.storyboard(
                            """
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                                    <segue destination="added" kind="relationship" relationship="viewControllers" id="s2"/>
                                </connections>
                            </tabBarController>
                            <viewController id="feed" customClass="FeedViewController" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Feed" image="list.bullet" catalog="system" id="i1"/>
                            </viewController>
                            <viewController id="added" customClass="MapViewController" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="1️⃣Item" id="i2"/>
                            </viewController>
                            """, initial: "tabs")),
                    ExampleFile(
                        "MapViewController.swift",
                        """
                        import UIKit

                        final class MapViewController: UIViewController {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                navigationItem.title = "Map"
                            }
                        }
                        """),
                ],
                expect: ["1️⃣": "warning: Tab 2 has Xcode's default tab bar item ('Item', no image): nobody configured this tab"]),
            // Without the app's code, what configures the tab is not known: an info.
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="added" kind="relationship" relationship="viewControllers" id="s2"/>
                    </connections>
                </tabBarController>
                <viewController id="feed" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" image="list.bullet" catalog="system" id="i1"/>
                </viewController>
                <viewController id="added" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="1️⃣Item" id="i2"/>
                </viewController>
                """,
                expect: ["1️⃣": "info: Tab 2 has Xcode's default tab bar item ('Item', no image): nobody configured this tab"]),
            // Tabs added with `addChild(_:)` in a tab bar controller subclass that no storyboard uses.
            Example(
                files: [
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        final class MainTabs: UITabBarController {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                let feed = UINavigationController(rootViewController: FeedViewController())
                                feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
                                addChild(feed)
                                addChild(1️⃣UIViewController())
                            }
                        }
                        """)
                ],
                expect: [
                    "1️⃣":
                        "error: Tab 2 gets no tab bar item, title or image from the code: UIKit makes an item without title or image, and the tab is blank"
                ]),
            Example(
                """
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="blank" kind="relationship" relationship="viewControllers" id="s2"/>
                        <segue destination="text" kind="relationship" relationship="viewControllers" id="s3"/>
                        <segue destination="icon" kind="relationship" relationship="viewControllers" id="s4"/>
                    </connections>
                </tabBarController>
                <1️⃣viewController title="Feed" id="feed" sceneMemberID="viewController"/>
                <viewController id="blank" sceneMemberID="viewController">
                    <2️⃣tabBarItem key="tabBarItem" title="" id="i2"/>
                </viewController>
                <viewController id="text" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="3️⃣Search" id="i3"/>
                </viewController>
                <viewController id="icon" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Saved" id="i4">
                        <imageReference key="image" image="bookmark" catalog="system"/>
                    </tabBarItem>
                </viewController>
                """,
                expect: [
                    "1️⃣": "warning: Tab 1 'Feed' has no tab bar item: UIKit makes a text-only item from the controller's title",
                    "2️⃣": "error: Tab 2's tab bar item has no title, image or system item: the tab is blank",
                    "3️⃣": "info: Tab 3 'Search' has a title but no image",
                ]),
            // A tab the code makes from the initial controller of a storyboard, which has no item or title.
            Example(
                files: [
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        func makeTabs() -> UITabBarController {
                            let feed = UIViewController()
                            feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
                            let settings = UIStoryboard(name: "Settings", bundle: nil)
                            let tabs = UITabBarController()
                            tabs.viewControllers = [feed, 1️⃣settings.instantiateInitialViewController()!]
                            return tabs
                        }
                        """),
                    ExampleFile(
                        "Base.lproj/Settings.storyboard",
                        Example.storyboard(#"<viewController id="settings" sceneMemberID="viewController"/>"#, initial: "settings")),
                ],
                expect: [
                    "1️⃣":
                        "error: Tab 2 gets no tab bar item, title or image from the code: UIKit makes an item without title or image, and the tab is blank"
                ]),
            // A tab the code makes from a storyboard scene that has neither an item nor a title.
            Example(
                files: [
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        func makeTabs(_ storyboard: UIStoryboard) -> UITabBarController {
                            let feed = storyboard.instantiateViewController(withIdentifier: "Feed")
                            let tabs = UITabBarController()
                            tabs.viewControllers = [feed, 1️⃣storyboard.instantiateViewController(withIdentifier: "Settings")]
                            return tabs
                        }
                        """),
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        Example.storyboard(
                            """
                            <viewController storyboardIdentifier="Feed" id="feed" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Feed" image="list.bullet" catalog="system" id="i1"/>
                            </viewController>
                            <viewController storyboardIdentifier="Settings" id="settings" sceneMemberID="viewController"/>
                            """)),
                ],
                expect: [
                    "1️⃣":
                        "error: Tab 2 gets no tab bar item, title or image from the code: UIKit makes an item without title or image, and the tab is blank"
                ]),
        ])

    /// The bar of the launch-screen example: a tab without an item, which a running app would show blank.
    private static let launchScreenBar = """
        <tabBarController id="tabs" sceneMemberID="viewController">
            <connections>
                <segue destination="one" kind="relationship" relationship="viewControllers" id="s1"/>
                <segue destination="two" kind="relationship" relationship="viewControllers" id="s2"/>
            </connections>
        </tabBarController>
        <viewController id="one" sceneMemberID="viewController"/>
        <viewController id="two" sceneMemberID="viewController">
            <tabBarItem key="tabBarItem" title="" id="i2"/>
        </viewController>
        """

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tabBar in context.tabBars {
            let code = TabItemEvidence(tabBar, context)
            var judged: [(tab: Tab, findings: [Diagnostic])] = []
            for tab in tabBar.distinctTabs {
                var findings = check(tab, in: tabBar, context)
                guard !findings.isEmpty else { continue }
                // Code that gives this tab its item, title or image decides what the tab shows: IB alone cannot
                // tell. (Asked only when there is a finding, so an app's code is read only then.) Code that does so
                // only once the tab's view loads leaves the tab blank until the user first opens it.
                if let late = code.changeOnlyOnceLoaded(to: tab, \.setsLook), tab.index > 0, Self.isBlank(tab) {
                    found.append(loadedLate("Tab \(tab.number)", at: findings[0].location, late, context.code))
                    continue
                }
                guard code.change(to: tab, \.setsLook) == nil else { continue }
                if findings.contains(where: { $0.message == Self.defaultItemMessage(tab.number) }) {
                    switch Self.defaultItemCertainty(tab, in: tabBar, context) {
                    case .certain: break
                    case .uncertain: findings = findings.map { $0.severity == Severity.warning ? $0.with(severity: Severity.info) : $0 }
                    case .refuted: continue
                    }
                }
                if let untied = code.untiedChange(\.setsLook) {
                    judged.append((tab, findings.map { $0.uncertain(because: untied, context) }))
                } else {
                    judged.append((tab, findings))
                }
            }
            guard !judged.isEmpty else { continue }
            guard let drawing = context.drawing(of: tabBar) else {
                found += judged.flatMap(\.findings)
                continue
            }
            // A bar that draws its own look: blank items are its design, or one is a placeholder under a button.
            let blank = judged.filter { Self.isBlank($0.tab) }
            let everyTabBlank = blank.count == tabBar.distinctTabs.count
            for (tab, findings) in judged {
                let disabled = tab.item?.item.isDisabled == true || code.change(to: tab, { $0.part == .disabled }) != nil
                guard Self.isBlank(tab), !everyTabBlank else {
                    found += findings.map { $0.drawnByTheBar(drawing, severity: .info) }
                    continue
                }
                if disabled { continue }
                found += findings.map {
                    $0.placeholder(tab: "Tab \(tab.number)", drawing, severity: $0.severity == .info ? .info : .warning)
                }
            }
        }
        return found
    }

    /// A tab whose look the code gives only in `viewDidLoad` or later: blank until the user first opens it (the first
    /// tab, selected at launch, loads at once).
    func loadedLate(_ label: String, at location: SourceLocation, _ fact: CodeFact, _ code: CodeEvidence) -> Diagnostic {
        let place = code.describe(fact)
        let related = code.location(of: fact).map { [RelatedNote("Set once the view loads", at: $0)] } ?? []
        return diagnostic(
            "\(label) gets its title and image only when its view loads (\(place)): until the user first opens the tab, UIKit shows it without title or image; set its tab bar item in the initializer",
            at: location, severity: .warning, related: related)
    }

    static func defaultItemMessage(_ number: Int) -> String {
        "Tab \(number) has Xcode's default tab bar item ('Item', no image): nobody configured this tab"
    }

    /// How sure "nobody configured this tab" is: certain where the app's code was read and the tab's classes and the
    /// bar's (found in it) set no title; uncertain without code, or with a class TabLint does not find (its code may
    /// configure the tab); refuted where a class titles its controller. (Item changes are weighed by
    /// `TabItemEvidence`.)
    private static func defaultItemCertainty(_ tab: Tab, in bar: TabBar, _ context: LintContext) -> AbsenceCertainty {
        let code = context.code
        guard code.hasCode else { return .uncertain }
        if let owner = bar.controller.controller.customClass?.value, code.declaration(ofClass: owner) == nil { return .uncertain }
        for owner in [tab.target, tab.navigationRoot].compactMap({ $0?.controller.customClass?.value }) {
            guard code.declaration(ofClass: owner) != nil else { return .uncertain }
            if code.titles(inClass: owner).contains(where: { $0.phase.runs(decoded: true) }) { return .refuted }
        }
        return .certain
    }

    /// Whether IB leaves the tab without title and image: a blank item, or no item and no title.
    private static func isBlank(_ tab: Tab) -> Bool {
        if let placed = tab.item { return placed.item.isBlank }
        return tab.title.text == nil
    }

    /// What IB alone says about one tab.
    private func check(_ tab: Tab, in tabBar: TabBar, _ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // A text-only tab looks broken only next to tabs with icons: a bar of text tabs is a design.
        let othersHaveImages = tabBar.distinctTabs.contains { $0.index != tab.index && ($0.item?.item.hasImage ?? false) }
        guard let placed = tab.item else {
            return missingItem(tab, othersHaveImages: othersHaveImages, context)
        }
        let item = placed.item
        if item.isBlank {
            let (anchor, notes) = context.anchor(
                placed.location(item.location.nameRange), fallback: tab.child.siteAnchor,
                note: "Tab bar item of tab \(tab.number)")
            found.append(
                diagnostic(
                    "Tab \(tab.number)'s tab bar item has no title, image or system item: the tab is blank",
                    at: anchor, severity: .error, related: notes, objectID: item.objectID))
        } else if item.isXcodeDefault, tab.referenceItem == nil, context.document.platform == .iOS,
            tab.navigationRoot?.controller.tabBarItem.map({ $0.isUnconfigured || $0.isXcodeDefault }) ?? true
        {
            // (A navigation tab whose root carries an item of its own: which one shows is `tab_bar_item_on_navigation_root`'s.)
            // Xcode's untouched item: a tab nobody configured, unless the code does (judged in `validate`).
            let (anchor, notes) = context.anchor(
                placed.location(item.title!.range), fallback: tab.child.siteAnchor,
                note: "Tab bar item of tab \(tab.number)")
            found.append(
                diagnostic(
                    Self.defaultItemMessage(tab.number), at: anchor, severity: .warning, related: notes, objectID: item.objectID))
        } else if let title = item.writtenTitle, !item.hasImage, othersHaveImages,
            context.document.platform == .iOS
        {
            let (anchor, notes) = context.anchor(
                placed.location(item.title!.range), fallback: tab.child.siteAnchor,
                note: "Tab bar item of tab \(tab.number)")
            found.append(
                diagnostic(
                    "Tab \(tab.number) '\(title)' has a title but no image", at: anchor, severity: .info,
                    related: notes, objectID: item.objectID))
        }
        return found
    }

    private func missingItem(_ tab: Tab, othersHaveImages: Bool, _ context: LintContext) -> [Diagnostic] {
        // Unknown target (unresolved reference): nothing to say. A navigation root with an item IB wrote by itself:
        // what UIKit shows from it is not known.
        guard let target = tab.target else { return [] }
        if tab.navigationRoot?.controller.tabBarItem != nil { return [] }
        // tvOS tab bars show text: a title is all a tab needs there.
        if context.document.platform == .tvOS, tab.title.text != nil { return [] }
        // A titled tab without an item is text-only, which is a choice when no other tab has an icon.
        if tab.title.text != nil, !othersHaveImages { return [] }
        let (anchor, notes) = context.anchor(
            target.location(target.controller.location.nameRange), fallback: tab.child.siteAnchor,
            note: "Controller of tab \(tab.number)")
        let consequence =
            tab.title.text == nil
            ? "UIKit makes an item without title or image: the tab is blank"
            : "UIKit makes a text-only item from the controller's title"
        // The item on a storyboard reference is never decoded (`Docs/Rules.md`): observed, not documented.
        let drawn =
            tab.referenceItem.map {
                [RelatedNote("The storyboard reference's item, which only Interface Builder draws", at: $0.location($0.item.location.nameRange))]
            } ?? []
        // A reference that carries a configured item (a title or an image) says the developer means the tab to show
        // it, and it never does (observed: a real app's fix set the item in code instead): the finding stands. Xcode's
        // placeholder there says nothing: an info.
        let configured = tab.referenceItem.map { !$0.item.isBlank && !$0.item.isXcodeDefault } ?? false
        return [
            diagnostic(
                "\(tab.label) has no tab bar item: \(consequence)", at: anchor, severity: drawn.isEmpty || configured ? nil : .info,
                related: notes + drawn, objectID: target.controller.id, fix: .addTabBarItem(controllerID: target.controller.id))
        ]
    }
}
