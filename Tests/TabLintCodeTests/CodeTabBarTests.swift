import Testing

@testable import TabLintCode

/// The tab bars built in code, as the Swift and Objective-C readers list them.
private func bars(_ marked: String, as fileExtension: String) -> (bars: [CodeTabBar], source: MarkedSource) {
    let source = MarkedSource(marked)
    let bars = source.allFacts(as: fileExtension).compactMap { fact -> CodeTabBar? in
        if case .tabBarBuilt(let bar) = fact.kind { return bar }
        return nil
    }
    return (bars, source)
}

@Test func readsASwiftArrayLiteralWithItemsSetWhereTheTabsAreMade() throws {
    let (found, source) = bars(
        """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let home = UINavigationController(rootViewController: HomeViewController())
                home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
                let search = SearchViewController()
                search.tabBarItem.image = UIImage(named: "search")
                search.title = NSLocalizedString("Search", comment: "")
                let tabs = UITabBarController()
                tabs.restorationIdentifier = "tabs"
                tabs.viewControllers = [1️⃣home, 2️⃣search, 3️⃣UIViewController(), 4️⃣storyboard.instantiateViewController(withIdentifier: "Inbox"), 5️⃣makeProfile()]
            }
        }
        """, as: "swift")
    let bar = try #require(found.first)
    #expect(found.count == 1)
    #expect(bar.controllerClass == "UITabBarController")
    #expect(bar.restorationIdentifier == "tabs")
    let tabs = try #require(bar.tabs)
    #expect(tabs.count == 5)
    for (tab, marker) in zip(tabs, ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"]) {
        #expect(tab.line == source.markers[marker]?.line)
        #expect(tab.column == source.markers[marker]?.column)
    }
    #expect(tabs[0].className == "HomeViewController" && tabs[0].inNavigation)
    #expect(tabs[0].item.title == .literal("Home") && tabs[0].item.image == .made)
    #expect(tabs[1].className == "SearchViewController" && !tabs[1].inNavigation)
    #expect(tabs[1].item.title == .localized(key: "Search") && tabs[1].item.image == .named("search"))
    #expect(tabs[2].className == "UIViewController" && tabs[2].item.isEmpty)
    #expect(tabs[3].storyboardIdentifier == "Inbox" && tabs[3].className == nil)
    #expect(!tabs[4].isKnown)
}

@Test func countsTheTabsOfAConstantLoopAndTheFreshBranch() throws {
    let (found, _) = bars(
        """
        final class Tabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                var controllers: [UIViewController] = []
                if let titles = UserDefaults.standard.stringArray(forKey: "order") {
                    for title in titles { controllers.append(Page(title: title)) }
                } else {
                    for index in 0...10 { controllers.append(UINavigationController(rootViewController: Page(index: index))) }
                }
                controllers.append(SettingsViewController())
                viewControllers = controllers
            }
        }
        """, as: "swift")
    let bar = try #require(found.first)
    #expect(bar.controllerClass == "Tabs")
    let tabs = try #require(bar.tabs)
    #expect(tabs.map(\.count) == [11, 1])
    #expect(tabs.map(\.className) == ["Page", "SettingsViewController"])
    #expect(bar.tabCount == 12)
}

@Test func aListMappedFromDataOrChangedUnknowablyHasNoTabs() throws {
    let (found, _) = bars(
        """
        final class Tabs: UITabBarController {
            override func viewDidLoad() {
                viewControllers = Section.allCases.map { SectionViewController(section: $0) }
            }
            func rebuild(extra: [UIViewController]) {
                var list = [Feed()]
                list.append(contentsOf: extra)
                setViewControllers(list, animated: false)
            }
            func loop(sections: [Section]) {
                var list: [UIViewController] = []
                for section in sections { list.append(SectionViewController(section: section)) }
                viewControllers = list
            }
        }
        """, as: "swift")
    #expect(found.count == 3)
    #expect(found.allSatisfy { $0.tabs == nil && $0.controllerClass == "Tabs" })
}

@Test func aReceiverNotKnownToBeATabBarControllerBuildsNoBarTabLintJudges() throws {
    let (found, _) = bars(
        """
        final class Coordinator {
            func start(tabBarController: TabsHost) {
                tabBarController.viewControllers = [Feed(), Inbox()]
            }
            func restart(tabBarController: UITabBarController) {
                tabBarController.viewControllers = [Feed(), Inbox()]
            }
        }
        """, as: "swift")
    #expect(found.count == 2)
    #expect(found.first?.controllerClass == nil && found.first?.tabs == nil)
    // A parameter declared as a tab bar controller is one.
    #expect(found.last?.controllerClass == "UITabBarController" && found.last?.tabs?.count == 2)
}

@Test func testsBuildNoAppTabBar() {
    let (found, _) = bars(
        """
        import XCTest

        final class TabTests: XCTestCase {
            func testTabs() {
                let tabs = UITabBarController()
                tabs.viewControllers = [UIViewController(), UIViewController()]
            }
        }
        """, as: "swift")
    #expect(found.isEmpty)
}

@Test func readsTheSeedRecipeInObjectiveC() throws {
    let (found, source) = bars(
        """
        @implementation TestBedAppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            NSMutableArray *controllers = [NSMutableArray array];
            NSArray *titles = [[NSUserDefaults standardUserDefaults] objectForKey:@"tabOrder"];
            if (titles) {
                for (NSString *theTitle in titles) {
                    BrightnessController *bControl = [[BrightnessController alloc] initWithBrightness:([theTitle intValue] / 10)];
                    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:bControl];
                    [controllers addObject:nav];
                }
            } else {
                for (int i = 0; i <= 10; i++) {
                    BrightnessController *bControl = [[BrightnessController alloc] initWithBrightness:i];
                    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:bControl];
                    [controllers addObject:1️⃣nav];
                }
            }
            UITabBarController *tbarController = [[UITabBarController alloc] init];
            tbarController.viewControllers = controllers;
            return YES;
        }
        @end
        """, as: "m")
    let bar = try #require(found.first)
    #expect(bar.controllerClass == "UITabBarController")
    let tabs = try #require(bar.tabs)
    #expect(tabs.count == 1)
    #expect(tabs.first?.count == 11)
    #expect(tabs.first?.className == "BrightnessController")
    #expect(tabs.first?.inNavigation == true)
    #expect(tabs.first?.line == source.markers["1️⃣"]?.line)
    #expect(tabs.first?.column == source.markers["1️⃣"]?.column)
}

@Test func readsAnObjectiveCLiteralWithItemsSetWhereTheTabsAreMade() throws {
    let (found, _) = bars(
        """
        @implementation AppDelegate
        - (void)setUp {
            FeedViewController *feed = [[FeedViewController alloc] init];
            feed.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Feed" image:[UIImage imageNamed:@"feed"] tag:0];
            UIViewController *blank = [[UIViewController alloc] init];
            self.tabs = [[UITabBarController alloc] init];
            UITabBarController *tabs = [[UITabBarController alloc] init];
            tabs.viewControllers = @[feed, blank, [[UITabBarItemsViewController alloc] init]];
        }
        @end
        """, as: "m")
    let tabs = try #require(found.first?.tabs)
    #expect(tabs.map(\.className) == ["FeedViewController", "UIViewController", "UITabBarItemsViewController"])
    #expect(tabs[0].item.title == .literal("Feed") && tabs[0].item.image == .named("feed"))
    #expect(tabs[1].item.isEmpty)
}

@Test func anInsertAtAConstantPositionIsATabInItsPlace() throws {
    let (swift, _) = bars(
        """
        final class Tabs: UITabBarController {
            override func viewDidLoad() {
                var controllers: [UIViewController] = [Feed(), Search()]
                controllers.append(Settings())
                controllers.insert(Home(), at: 0)
                viewControllers = controllers
            }
            func later(index: Int) {
                var controllers: [UIViewController] = [Feed()]
                controllers.insert(Home(), at: index)
                viewControllers = controllers
            }
            func pastTheEnd() {
                var controllers: [UIViewController] = [Feed()]
                controllers.insert(Home(), at: 3)
                viewControllers = controllers
            }
        }
        """, as: "swift")
    #expect(swift.count == 3)
    #expect(swift.first?.tabs?.map(\.className) == ["Home", "Feed", "Search", "Settings"])
    #expect(swift.dropFirst().allSatisfy { $0.tabs == nil })

    let (objC, _) = bars(
        """
        @implementation Tabs
        - (void)viewDidLoad {
            NSMutableArray *controllers = [NSMutableArray array];
            [controllers addObject:[[Feed alloc] init]];
            [controllers insertObject:[[Home alloc] init] atIndex:0];
            self.viewControllers = controllers;
        }
        - (void)later:(NSInteger)index {
            NSMutableArray *controllers = [NSMutableArray array];
            [controllers addObject:[[Feed alloc] init]];
            [controllers insertObject:[[Home alloc] init] atIndex:index];
            self.viewControllers = controllers;
        }
        @end
        @interface Tabs : UITabBarController
        @end
        """, as: "m")
    #expect(objC.count == 2)
    #expect(objC.first?.tabs?.map(\.className) == ["Home", "Feed"])
    #expect(objC.last?.tabs == nil)
}

@Test func childrenAddedToATabBarControllerAreItsTabsInOrder() throws {
    let (swift, source) = bars(
        """
        final class MainTabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let home = UINavigationController(rootViewController: HomeViewController())
                home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), tag: 0)
                addChild(home)
                self.addChild(2️⃣ProfileViewController())
            }
            func fromData(_ pages: [Page]) {
                for page in pages { addChild(PageViewController(page: page)) }
            }
        }
        // A container named like a tab bar controller: its children are no tabs.
        final class PagerTabBarController: UIViewController {
            override func viewDidLoad() { addChild(PageViewController()) }
        }
        func makeTabs() -> UITabBarController {
            let tabs = UITabBarController()
            tabs.addChild(Feed())
            tabs.viewControllers = [Feed(), Search()]
            return tabs
        }
        """, as: "swift")
    // One bar per function, reported at its first `addChild`; the last function's `viewControllers` bar stands.
    let added = swift.filter(\.addsToExistingTabs)
    #expect(added.count == 3)
    let first = try #require(added.first?.tabs)
    #expect(first.map(\.className) == ["HomeViewController", "ProfileViewController"])
    #expect(first[0].item.title == .literal("Home"))
    #expect(first[1].line == source.markers["2️⃣"]?.line && first[1].column == source.markers["2️⃣"]?.column)
    #expect(added[1].tabs == nil, "added in a loop over data")
    #expect(added[2].tabs == nil, "the function also sets viewControllers")
    #expect(swift.contains { !$0.addsToExistingTabs && $0.tabs?.count == 2 })

    let (objC, _) = bars(
        """
        @interface MainTabs : UITabBarController
        @end
        @implementation MainTabs
        - (void)viewDidLoad {
            [super viewDidLoad];
            UINavigationController *home = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];
            home.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Home" image:[UIImage imageNamed:@"home"] tag:0];
            [self addChildViewController:home];
            [self addChildViewController:[[ProfileViewController alloc] init]];
        }
        @end
        """, as: "m")
    #expect(objC.count == 1)
    #expect(objC.first?.addsToExistingTabs == true)
    #expect(objC.first?.controllerClass == "MainTabs")
    #expect(objC.first?.tabs?.map(\.className) == ["HomeViewController", "ProfileViewController"])
}

/// Tabs made by helpers of the same file: the helper's return value, with its parameters bound to the caller's
/// arguments, and what the helper sets on it (two levels deep).
@Test func followsHelpersThatMakeTheTabs() throws {
    let (found, _) = bars(
        """
        import UIKit

        final class MainTabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = [
                    Self.makeTab(FeedViewController(), title: "Feed", image: "list.bullet", id: "feed"),
                    makeInbox(),
                    self.plain(),
                    settings.make(),
                ]
            }

            static func makeTab(_ root: UIViewController, title: String, image: String, id: String) -> UIViewController {
                let navigation = UINavigationController(rootViewController: root)
                navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(named: image), tag: 0)
                navigation.restorationIdentifier = id
                return navigation
            }

            private func makeInbox() -> UIViewController {
                Self.makeTab(InboxViewController(), title: "Inbox", image: "tray", id: "inbox")
            }

            private func plain() -> UIViewController {
                if Bool.random() { return UIViewController() }
                return ProfileViewController()
            }
        }
        """, as: "swift")
    let tabs = try #require(found.first?.tabs)
    #expect(tabs.count == 4)
    #expect(tabs[0].className == "FeedViewController" && tabs[0].inNavigation)
    #expect(tabs[0].item.title == .literal("Feed"))
    #expect(tabs[0].item.image == .named("list.bullet"))
    #expect(tabs[0].restorationIdentifier == "feed")
    #expect(tabs[1].className == "InboxViewController" && tabs[1].item.title == .literal("Inbox") && tabs[1].restorationIdentifier == "inbox")
    // Two different returns: which one runs is not known.
    #expect(!tabs[2].isKnown)
    // A method of another value is no helper of this file.
    #expect(!tabs[3].isKnown)
}

/// A stored property declared as a tab bar controller builds a bar; a tab handed to code TabLint does not follow
/// may be configured there.
@Test func aPropertyTabBarControllerAndTabsHandedToOtherCode() throws {
    let (found, _) = bars(
        """
        import UIKit

        final class SignedCoordinator {
            private let tabBarController: UITabBarController

            init(tabBarController: UITabBarController) { self.tabBarController = tabBarController }

            func start() {
                let today = UINavigationController()
                today.tabBarItem = UITabBarItem(title: "Today", image: UIImage(systemName: "sun.max"), tag: 0)
                buildTodayScene(in: today)
                let list = UINavigationController(rootViewController: UIViewController())
                tabBarController.setViewControllers([today, list], animated: true)
            }
        }
        """, as: "swift")
    let tabs = try #require(found.first?.tabs)
    #expect(found.first?.controllerClass == "UITabBarController")
    #expect(tabs.count == 2)
    #expect(tabs[0].item.title == .literal("Today") && tabs[0].item.escapes)
    #expect(!tabs[1].item.escapes)
}

/// Objective-C tabs made by a helper method of the same class (`[self navigationControllerFor:…]`): what it returns,
/// its parameters bound to the message's arguments, and what it sets on the controller.
@Test func followsObjectiveCHelperMethods() throws {
    let (found, _) = bars(
        """
        @implementation MainTabBarController
        - (UINavigationController *)navigationControllerFor:(UIViewController *)root identifier:(NSString *)identifier {
            UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:root];
            navigation.restorationIdentifier = identifier;
            navigation.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Feed" image:[UIImage imageNamed:@"feed"] tag:0];
            return navigation;
        }

        - (void)viewDidLoad {
            [super viewDidLoad];
            FeedViewController *feed = [[FeedViewController alloc] init];
            self.viewControllers = @[[self navigationControllerFor:feed identifier:@"feed"], [self unknownMaker]];
        }
        @end
        """, as: "m")
    let tabs = try #require(found.first?.tabs)
    #expect(tabs.count == 2)
    #expect(tabs[0].className == "FeedViewController" && tabs[0].inNavigation)
    #expect(tabs[0].item.title == .literal("Feed") && tabs[0].item.image == .named("feed"))
    #expect(tabs[0].restorationIdentifier != nil)
    #expect(!tabs[1].isKnown)
}

/// Objective-C setters sent as messages (`[feed setTabBarItem:…]`, `[feed.tabBarItem setImage:…]`, `[[feed tabBarItem]
/// setTitle:…]`) set what dot syntax sets; a local handed to a method TabLint does not follow may be configured there.
@Test func objectiveCSetterMessagesAndTabsHandedToOtherCode() throws {
    let (found, _) = bars(
        """
        @implementation AppDelegate
        - (void)setUpTabs {
            UITabBarController *tabs = [[UITabBarController alloc] init];
            UIViewController *feed = [[UIViewController alloc] init];
            [feed setTabBarItem:[[UITabBarItem alloc] initWithTitle:@"Feed" image:nil tag:0]];
            [feed.tabBarItem setImage:[UIImage imageNamed:@"feed"]];
            UIViewController *inbox = [[UIViewController alloc] init];
            [[inbox tabBarItem] setTitle:@"Inbox"];
            [inbox setRestorationIdentifier:@"inbox"];
            UIViewController *map = [[UIViewController alloc] init];
            [Styling configureTab:map];
            UIViewController *plain = [[UIViewController alloc] init];
            UINavigationController *wrapped = [[UINavigationController alloc] initWithRootViewController:plain];
            [tabs setViewControllers:@[feed, inbox, map, wrapped] animated:NO];
        }
        @end
        """, as: "m")
    let tabs = try #require(found.first?.tabs)
    #expect(tabs.count == 4)
    #expect(tabs[0].item.title == .literal("Feed") && tabs[0].item.image == .named("feed"))
    #expect(tabs[1].item.title == .literal("Inbox") && tabs[1].restorationIdentifier != nil)
    #expect(tabs[2].item.isEmpty && tabs[2].item.escapes)
    #expect(!tabs[0].item.escapes && !tabs[1].item.escapes && !tabs[3].item.escapes)
}
