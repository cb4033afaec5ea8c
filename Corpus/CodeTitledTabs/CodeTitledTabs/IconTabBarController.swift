import UIKit

/// The storyboard's tab items carry only icons; their titles are localized here.
class IconTabBarController: UITabBarController {

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.items?[0].title = String(localized: "Map")
        tabBar.items?[1].title = String(localized: "Routes")
        tabBar.items?[2].title = String(localized: "Trips")
    }
}
