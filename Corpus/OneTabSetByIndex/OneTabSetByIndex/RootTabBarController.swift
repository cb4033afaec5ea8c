import UIKit

/// Home's catalog image was renamed to `otsi.home.legacy`; the tab now shows an SF Symbol.
class RootTabBarController: UITabBarController {

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.items?[0].image = UIImage(systemName: "house")
    }
}
