import UIKit

/// The Profile tab. The storyboard made its item with a placeholder image; the controller gives the tab its real
/// images when the storyboard decodes it. The catalog's set is `tin.profile`, and it has no selected variant.
class ProfileViewController: UIViewController {

    override func awakeFromNib() {
        super.awakeFromNib()
        tabBarItem.image = UIImage(named: "Tin.Profile")
        tabBarItem.selectedImage = UIImage(named: "tin.profile.fill")
    }
}
