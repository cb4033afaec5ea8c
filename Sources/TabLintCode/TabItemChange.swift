/// What a statement changes on a tab's item (`tabBarItem = …`, `tabBar.items?[2].image = …`), and which tab the code
/// names.
package struct TabItemChange: Sendable, Hashable {
    /// The part of the item that is set.
    package enum Part: String, Sendable, Hashable {
        /// The whole item (`tabBarItem = UITabBarItem(…)`): title, image and selected image together.
        case item, title, image, selectedImage, badge
        /// `isEnabled = false` (`enabled = NO`): the tab cannot be selected.
        case disabled

        /// The part a property of a tab bar item sets (`title`, `image`, `selectedImage`, `badgeValue`).
        init?(itemProperty: String) {
            switch itemProperty {
            case "title": self = .title
            case "image": self = .image
            case "selectedImage": self = .selectedImage
            case "badgeValue": self = .badge
            default: return nil
            }
        }

        /// Whether the part is an image, which `TabItemChange.image` describes.
        var isImage: Bool { self == .image || self == .selectedImage }
    }

    /// Which tab's item the code names, read from the expression before the property.
    package enum Target: Sendable, Hashable {
        /// The enclosing controller's own item: `tabBarItem…`, `self.tabBarItem…`.
        case own
        /// The item of the enclosing controller's navigation controller: `navigationController?.tabBarItem…`.
        case navigationController
        /// The tab at a known index of the tab bar: `tabBar.items?[2]`, `viewControllers?[Tab.home.rawValue]
        /// .tabBarItem` (an integer literal, a constant or an `Int` enum's raw value defined in the same file).
        case index(Int)
        /// A tab of a tab bar TabLint cannot tell: an index it cannot work out, the selected item, the element of a
        /// loop over the bar's items (`tabBar.items?.forEach { $0.image = … }`, Swift).
        case someTab
        /// Another controller's item, held in a variable (`controller.tabBarItem`): which one is not known.
        case other
    }

    /// How an image set in code is made.
    package enum Image: Sendable, Hashable {
        /// `UIImage(named: "…")`, `[UIImage imageNamed:@"…"]`, an image literal: an image only if the bundle has it.
        case named(String)
        /// Made otherwise (a system symbol, an icon font, drawing, a variable): taken to be an image.
        case made
        /// `nil`: the item shows no image.
        case removed
    }

    package let part: Part
    package let target: Target
    /// For `image` and `selectedImage`: how the image is made.
    package let image: Image?

    /// For `title` and a whole `item`: the title it gives, as far as the code tells (nil for an item without one).
    package let title: TitleValue?
    /// For a tab named by index from outside the bar's classes: which tab bar controller the code holds, when it
    /// tells.
    package let bar: BarHint?

    /// Which tab bar controller code that names a tab by index holds.
    package enum BarHint: Sendable, Hashable {
        /// The window's root controller (`window?.rootViewController as? UITabBarController`): the initial
        /// controller of the app's main storyboard.
        case rootViewController
        /// One a storyboard makes by this identifier (`instantiateViewController(withIdentifier: "Tabs")`).
        case storyboardIdentifier(String)
    }

    package init(part: Part, target: Target, image: Image? = nil, title: TitleValue? = nil, bar: BarHint? = nil) {
        self.part = part
        self.target = target
        self.image = image
        self.title = title
        self.bar = bar
    }

    /// The same change, with the tab bar controller the code holds.
    package func holding(_ bar: BarHint?) -> TabItemChange {
        TabItemChange(part: part, target: target, image: image, title: title, bar: bar)
    }

    /// Whether the change gives the tab an image (the whole item, or its image).
    package var setsImage: Bool { part == .item || part == .image }

    /// Whether it gives the tab what it shows: a title or an image.
    package var setsLook: Bool { part != .badge && part != .selectedImage && part != .disabled }
}
