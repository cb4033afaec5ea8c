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
            func start(tabBarController: UITabBarController) {
                tabBarController.viewControllers = [Feed(), Inbox()]
            }
        }
        """, as: "swift")
    #expect(found.count == 1)
    #expect(found.first?.controllerClass == nil && found.first?.tabs == nil)
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
