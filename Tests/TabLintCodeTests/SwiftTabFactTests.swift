import Testing

@testable import TabLintCode

@Test func findsTabsSetInATabBarControllerSubclass() {
    let facts = swiftFacts(
        """
        class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = [FeedViewController(), SettingsViewController()]
                customizableViewControllers = []
                setViewControllers(viewControllers, animated: false)
            }
        }
        class Coordinator {
            func start(tabBarController: UITabBarController, navigationController: UINavigationController) {
                tabBarController.viewControllers = []
                navigationController.viewControllers = []
                navigationController.setViewControllers([], animated: true)
            }
        }
        """)
    #expect(kinds(facts) == [.tabsSetInCode, .customizableViewControllersSet(emptied: true), .tabsSetInCode, .tabsSetInCode])
    #expect(facts.map(\.enclosingType) == ["MainTabBarController", "MainTabBarController", "MainTabBarController", "Coordinator"])
    #expect(facts.map(\.line) == [4, 5, 6, 11])
}

@Test func aNavigationControllersChildrenAreNoTabs() {
    let facts = swiftFacts(
        """
        class Stack: UINavigationController {
            func reset() { viewControllers = []; self.setViewControllers([], animated: false) }
        }
        class PagerTabStripViewController: UIViewController {
            func reload() { viewControllers = dataSource.viewControllers(for: self) }
        }
        """)
    #expect(facts.isEmpty)
}

@Test func findsTabItemsTitlesAndImagesSetInCode() {
    let facts = swiftFacts(
        """
        class FeedViewController: UIViewController {
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
                tabBarItem.title = "Feed"
                navigationController?.tabBarItem.title = "Feed"
                self.tabBarItem.selectedImage = UIImage(named: "feed-on")
            }
        }
        class Tabs: UITabBarController {
            func relabel() {
                tabBar.items?[2].title = "Later"
                tabBar.items?[2].image = nil
                navigationItem.title = "Not a tab"
            }
        }
        """)
    #expect(
        kinds(facts) == [
            .tabItemSet(TabItemChange(part: .item, target: .own, title: .literal("Feed"))),
            .tabItemSet(TabItemChange(part: .title, target: .own, title: .literal("Feed"))),
            .tabItemSet(TabItemChange(part: .title, target: .navigationController, title: .literal("Feed"))),
            .tabItemSet(TabItemChange(part: .selectedImage, target: .own, image: .named("feed-on"))),
            .tabItemSet(TabItemChange(part: .title, target: .index(2), title: .literal("Later"))),
            .tabItemSet(TabItemChange(part: .image, target: .index(2), image: .removed)),
        ])
    #expect(facts[4].detail == "tabBar.items?[2].title = \"Later\"")
    #expect(facts[4].enclosingType == "Tabs")
}

@Test func findsAControllersOwnTitle() {
    let facts = swiftFacts(
        """
        class SettingsViewController: UITableViewController {
            override func viewDidLoad() {
                title = NSLocalizedString("Settings", comment: "")
            }
            func rename() { self.title = "Prefs" }
            func shadowed() {
                var title = "x"
                title = "y"
                print(title)
            }
        }
        struct Book { var title = ""; mutating func rename() { title = "Other" } }
        """)
    #expect(kinds(facts) == [.controllerTitleSet(.localized(key: "Settings")), .controllerTitleSet(.literal("Prefs"))])
    #expect(facts.map(\.line) == [3, 5])
}

@Test func onlyTheLastTitleOfAStraightRunCounts() {
    let facts = swiftFacts(
        """
        class DashboardViewController: UITableViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                self.title = ""
                navigationController?.navigationBar.prefersLargeTitles = true
                title = NSLocalizedString("Dashboard", comment: "")
                if animated { title = "Busy" }
            }
        }
        """)
    #expect(kinds(facts) == [.controllerTitleSet(.localized(key: "Dashboard")), .controllerTitleSet(.literal("Busy"))])
    #expect(facts.map(\.line) == [6, 7])
}

@Test func aTabBarControllerSubclassThatChangesItsTabsSetsThemInCode() {
    let facts = swiftFacts(
        """
        class MainNavigationController: UITabBarController {
            override func awakeFromNib() {
                viewControllers!.insert(Telemetry(), at: 0)
                viewControllers?.append(Map())
            }
        }
        final class Pager: UIPageViewController {
            func add() { viewControllers?.append(Page()) }
        }
        """)
    #expect(kinds(facts) == [.tabsSetInCode, .tabsSetInCode])
    #expect(facts.map(\.line) == [3, 4])
}

@Test func findsStoryboardsAndControllersInstantiatedByName() {
    let facts = swiftFacts(
        """
        enum Screens {
            static func feed() -> UIViewController {
                let storyboard = UIStoryboard(name: "Main", bundle: nil)
                let other = UIStoryboard.init(name: "Other", bundle: .main)
                _ = other.instantiateViewController(identifier: "Settings") { coder in nil }
                return storyboard.instantiateViewController(withIdentifier: "Feed")
            }
            static func dynamic(name: String) { _ = UIStoryboard(name: name, bundle: nil) }
        }
        """)
    #expect(
        kinds(facts) == [
            .storyboardInstantiated(name: "Main"), .storyboardInstantiated(name: "Other"),
            .controllerInstantiated(identifier: "Settings"), .controllerInstantiated(identifier: "Feed"),
        ])
    #expect(facts.allSatisfy { $0.enclosingType == "Screens" })
}

@Test func namesTheTabAnItemChangeIsFor() {
    let facts = swiftFacts(
        """
        enum Tab: Int { case home, search, saved = 4, profile }
        final class Tabs: UITabBarController {
            private static let settingsIndex = 3
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers?[Tab.profile.rawValue].tabBarItem.image = UIImage(systemName: "person")
                tabBar.items?[.search.rawValue].image = #imageLiteral(resourceName: "lens")
                (viewControllers?[1] as? UINavigationController)?.tabBarItem.badgeValue = "2"
                viewControllers?[Self.settingsIndex].tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 3)
                viewControllers?.first?.tabBarItem.title = "Home"
                tabBar.items?[position].image = nil
                for controller in viewControllers ?? [] { controller.tabBarItem.selectedImage = nil }
                viewControllers?.forEach { $0.tabBarItem.title = nil }
                let feed = FeedViewController()
                feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "feed"), tag: 0)
            }
        }
        """)
    let targets = facts.compactMap { fact -> TabItemChange.Target? in
        if case .tabItemSet(let change) = fact.kind { return change.target } else { return nil }
    }
    // A closure's `$0` and a loop's variable are other controllers: which tab is not known.
    #expect(targets == [.index(5), .index(1), .index(1), .index(3), .index(0), .someTab, .other, .other, .other])
    let images = facts.compactMap { fact -> TabItemChange.Image? in
        if case .tabItemSet(let change) = fact.kind { return change.image } else { return nil }
    }
    #expect(images == [.made, .named("lens"), .removed, .removed])
}

@Test func findsTabsPickedByIndex() {
    let facts = swiftFacts(
        """
        enum Tab: Int { case home, favorites }
        final class Tabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let stored = UserDefaults.standard.integer(forKey: "tab")
                selectedIndex = stored
                selectedIndex = 2
                selectedIndex = Tab.favorites.rawValue
                selectedIndex = 0
                selectedIndex = viewControllers?.firstIndex(of: current) ?? 0
                customizableViewControllers = viewControllers
            }
        }
        """)
    #expect(
        kinds(facts) == [
            .selectedIndexSet(.stored), .selectedIndexSet(.fixed(2)), .selectedIndexSet(.fixed(1)), .selectedIndexSet(.fixed(0)),
            .customizableViewControllersSet(emptied: false),
        ])
}

@Test func readsTheTitleAControllerGivesItself() {
    let facts = swiftFacts(
        """
        class HistoryViewController: UIViewController {
            var count = 0
            func a() { title = "Recent" }
            func b() { title = String(localized: "History") }
            func c() { self.title = "History".localized }
            func d() { title = "history.title".localized(comment: "") }
            func e() { title = "\\(count) items" }
            func f() { title = model.name }
            override func viewDidLoad() {
                title = NSLocalizedString(key, comment: "")
                navigationItem.title = "Not the tab"
            }
        }
        """)
    #expect(
        kinds(facts) == [
            .controllerTitleSet(.literal("Recent")), .controllerTitleSet(.localized(key: "History")),
            .controllerTitleSet(.localized(key: "History")), .controllerTitleSet(.localized(key: "history.title")),
            .controllerTitleSet(.formatted("… items")), .controllerTitleSet(.unknown), .controllerTitleSet(.unknown),
        ])
}

@Test func aLoopOverTheBarsItemsChangesSomeTab() {
    let facts = swiftFacts(
        """
        final class Tabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.items?.forEach { $0.image = UIImage(systemName: "circle") }
                for item in tabBar.items ?? [] { item.title = nil }
                tabBar.items?.enumerated().forEach { index, item in item.badgeValue = "\\(index)" }
                for book in books { book.image = nil }
                books.forEach { $0.title = "x" }
            }
        }
        """)
    #expect(
        kinds(facts) == [
            .tabItemSet(TabItemChange(part: .image, target: .someTab, image: .made)),
            .tabItemSet(TabItemChange(part: .title, target: .someTab)),
            .tabItemSet(TabItemChange(part: .badge, target: .someTab)),
        ])
}
