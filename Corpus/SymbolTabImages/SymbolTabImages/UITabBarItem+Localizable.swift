import UIKit

/// Lets storyboards name a Localizable.strings key for a tab title (User Defined Runtime Attribute
/// `localizableString`) instead of writing an English title.
extension UITabBarItem {
    @IBInspectable var localizableString: String {
        get { title ?? "" }
        set { title = NSLocalizedString(newValue, comment: "") }
    }
}
