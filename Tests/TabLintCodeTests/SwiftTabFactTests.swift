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
    #expect(kinds(facts) == [.tabsSetInCode, .customizableViewControllersSet, .tabsSetInCode, .tabsSetInCode])
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
            .tabBarItemSetInCode, .tabTitleSetInCode, .tabTitleSetInCode, .tabImageSetInCode, .tabTitleSetInCode,
            .tabImageSetInCode,
        ])
    #expect(facts[4].detail == "tab 2: tabBar.items?[2].title = \"Later\"")
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
    #expect(kinds(facts) == [.controllerTitleSet, .controllerTitleSet])
    #expect(facts.map(\.line) == [3, 5])
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
