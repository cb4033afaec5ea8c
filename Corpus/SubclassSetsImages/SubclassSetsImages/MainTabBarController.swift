import UIKit

enum Tab: Int {
    case feed, search, inbox, profile
}

/// The storyboard's tab images predate the switch to SF Symbols: their catalog images are gone, and the
/// symbols are set here, by index.
class MainTabBarController: UITabBarController {

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers?[Tab.feed.rawValue].tabBarItem.image = UIImage(systemName: "house")
        tabBar.items?[Tab.search.rawValue].image = UIImage(systemName: "magnifyingglass")
        tabBar.items?[2].image = UIImage(systemName: "tray")
    }
}
