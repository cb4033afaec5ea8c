import UIKit

/// Keeps the order the user gives the tabs in More > Edit, keyed by tab title, and the selected tab.
class OrderedTabBarController: UITabBarController, UITabBarControllerDelegate {

    private let orderKey = "tabOrder"
    private let selectedKey = "selectedTabTitle"

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        restoreTabOrder()
    }

    private func restoreTabOrder() {
        let defaults = UserDefaults.standard
        guard let controllers = viewControllers else { return }
        if let titles = defaults.stringArray(forKey: orderKey) {
            var remaining = controllers
            var ordered: [UIViewController] = []
            for title in titles {
                if let index = remaining.firstIndex(where: { $0.tabBarItem.title == title }) {
                    ordered.append(remaining.remove(at: index))
                }
            }
            viewControllers = ordered + remaining
        }
        if let title = defaults.string(forKey: selectedKey),
           let selected = viewControllers?.first(where: { $0.tabBarItem.title == title }) {
            selectedViewController = selected
        }
    }

    // MARK: UITabBarControllerDelegate

    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        guard changed else { return }
        let titles = viewControllers.map { $0.tabBarItem.title ?? "" }
        UserDefaults.standard.set(titles, forKey: orderKey)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        UserDefaults.standard.set(viewController.tabBarItem.title, forKey: selectedKey)
    }
}
