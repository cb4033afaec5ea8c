import UIKit

/// Tabs 1 to 3 are three instances of the storyboard's one Feed scene; each gets its own item here, and its
/// tag tells the feed which list to show.
class FeedTabsController: UITabBarController {

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers?[0].tabBarItem = UITabBarItem(title: "Latest", image: UIImage(systemName: "clock"), tag: 0)
        viewControllers?[1].tabBarItem = UITabBarItem(title: "Popular", image: UIImage(systemName: "flame"), tag: 1)
        viewControllers?[2].tabBarItem = UITabBarItem(title: "Saved", image: UIImage(systemName: "bookmark"), tag: 2)
    }
}
