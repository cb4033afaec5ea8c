import UIKit

class ProfileViewController: UIViewController {

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBarItem.title = String(localized: "Profile")
    }
}
