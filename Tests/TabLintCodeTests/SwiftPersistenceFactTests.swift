import Testing

@testable import TabLintCode

@Test func findsTabOrderPersistedByTitle() {
    let facts = swiftFacts(
        """
        extension AppDelegate: UITabBarControllerDelegate {
            func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
                var titles: [String] = []
                for controller in viewControllers {
                    titles.append(controller.title ?? "")
                }
                UserDefaults.standard.set(titles, forKey: "tabOrder")
            }
        }
        """)
    #expect(kinds(facts) == [.tabCustomizationObserved, .tabOrderPersisted(.title)])
    #expect(facts.last?.line == 7)
    #expect(facts.last?.column == 9)
    #expect(facts.last?.enclosingType == "AppDelegate")
    #expect(facts.last?.detail == "UserDefaults.standard.set(titles, forKey: \"tabOrder\")")
}

@Test func findsTabOrderPersistedByClassName() {
    let facts = swiftFacts(
        """
        final class TabsController: UITabBarController {
            func saveOrder() {
                let names = (viewControllers ?? []).map { NSStringFromClass(type(of: $0)) }
                UserDefaults.standard.set(names, forKey: "tabOrder")
            }
            func saveOrderAgain(defaults: UserDefaults) {
                defaults.set(viewControllers?.map { "\\(type(of: $0))" }, forKey: Keys.order)
            }
        }
        """)
    #expect(kinds(facts) == [.tabOrderPersisted(.className), .tabOrderPersisted(.className)])
    #expect(facts.map(\.enclosingType) == ["TabsController", "TabsController"])
}

@Test func findsTabOrderPersistedByRestorationIdentifier() {
    let facts = swiftFacts(
        """
        class TabsController: UITabBarController {
            func save() { UserDefaults.standard.set(viewControllers?.compactMap(\\.restorationIdentifier), forKey: "order") }
        }
        """)
    #expect(kinds(facts) == [.tabOrderPersisted(.restorationIdentifier)])
}

@Test func aSelectedIndexIsAnIndexNotATitle() {
    let facts = swiftFacts(
        """
        extension AppDelegate: UITabBarControllerDelegate {
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                UserDefaults.standard.set(tabBarController.selectedIndex, forKey: "selectedTab")
            }
        }
        """)
    #expect(kinds(facts) == [.tabSelectionPersisted(.index)])
}

@Test func theSelectedControllersTitleIsATitle() {
    let facts = swiftFacts(
        """
        extension AppDelegate: UITabBarControllerDelegate {
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                let title = viewController.tabBarItem.title
                UserDefaults.standard.set(title, forKey: "lastTab")
            }
        }
        """)
    #expect(kinds(facts) == [.tabSelectionPersisted(.title)])
}

@Test func appStoragePropertiesArePersistence() {
    let facts = swiftFacts(
        """
        struct Root: View {
            @AppStorage("selectedTab") var selectedTab = 0
            func remember(_ controller: UITabBarController) { selectedTab = controller.selectedIndex }
        }
        """)
    #expect(kinds(facts) == [.tabSelectionPersisted(.index)])
}

@Test func unrelatedWritesAndWordsInCommentsOrStringsAreNoFacts() {
    let facts = swiftFacts(
        """
        // UserDefaults.standard.set(titles, forKey: "tabOrder"); restorationIdentifier = "x"
        /* func application(_ a: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { true } */
        class Settings {
            let note = "viewControllers = []; tabBarItem.title = \\"x\\""
            func save(document: Document, cache: NSMutableDictionary) {
                UserDefaults.standard.set(document.title, forKey: "lastDocument")
                cache.setValue(document.title, forKey: "tabOrder")
                UserDefaults.standard.set(note, forKey: "tabOrder")
            }
        }
        """)
    #expect(facts.isEmpty)
}
