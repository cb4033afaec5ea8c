/// A tab bar controller whose tabs the code sets (`viewControllers = …`, `setViewControllers(_:animated:)`), with
/// the tabs as far as the code tells them statically.
package struct CodeTabBar: Sendable, Hashable {
    /// The tab bar controller's class: `UITabBarController` or a subclass; nil when the code does not tell.
    package let controllerClass: String?
    /// The tabs in order, or nil for a list TabLint cannot know (mapped from data, built across objects).
    package let tabs: [CodeTab]?
    /// The restoration identifier the function gives the tab bar controller (a string literal, else ""); nil when
    /// it sets none.
    package let restorationIdentifier: String?

    /// Whether the code adds these tabs after those the controller already has (`addChild(_:)`), rather than
    /// setting them all.
    package let addsToExistingTabs: Bool

    package init(controllerClass: String?, tabs: [CodeTab]?, restorationIdentifier: String? = nil, addsToExistingTabs: Bool = false) {
        self.controllerClass = controllerClass
        self.tabs = tabs
        self.restorationIdentifier = restorationIdentifier
        self.addsToExistingTabs = addsToExistingTabs
    }

    /// The tab bar items the function that builds the bar makes with a title (`UITabBarItem(title: …, …)`), in order,
    /// each with its title as written; items made in the two branches of one `if … else` are not both listed.
    package var itemsMade: [ItemMade] = []

    /// A tab bar item made with a title, and where.
    package struct ItemMade: Sendable, Hashable {
        /// The title argument as written, whitespace runs collapsed (`AppStrings.Tabbar.homeTitle`, `"Home"`).
        package let title: String
        package let range: Range<Int>

        package init(title: String, range: Range<Int>) {
            self.title = title
            self.range = range
        }
    }

    /// The number of tabs, counting each tab of a loop.
    package var tabCount: Int? { tabs.map { $0.reduce(0) { $0 + $1.count } } }
}

/// One tab (or `count` alike tabs made by a loop) of a tab bar built in code.
package struct CodeTab: Sendable, Hashable {
    /// How the tab's controller is made: its class (the root's, for a tab in a navigation controller), or the
    /// storyboard identifier it is instantiated by; both nil when the code makes it elsewhere (a call, a property).
    package var className: String?
    package var storyboardIdentifier: String?
    /// Whether the tab is a navigation controller around the controller (`UINavigationController(rootViewController:)`).
    package var inNavigation = false
    /// What the code at the creation site sets on the tab's item (or its root's title).
    package var item = CodeTabItem()
    /// The restoration identifier the creation site gives the tab (a string literal, else "" for any other value).
    package var restorationIdentifier: String?
    /// UTF-8 byte range of the tab's expression in the list (or of the appended value), with its line and column.
    package var range: Range<Int>
    package var line: Int
    package var column: Int
    /// Tabs made alike by a loop over a constant range; 1 otherwise.
    package var count = 1
    /// Whether the tab is added only on some paths (an append under an `if`, a `switch`, an `#if`): the bar's length
    /// varies.
    package var conditional = false

    package init(range: Range<Int>, line: Int, column: Int) {
        self.range = range
        self.line = line
        self.column = column
    }

    /// The storyboard the controller is made from by name, when the code names it: with `storyboardIdentifier`, the
    /// scene of that identifier there; alone, the storyboard's initial controller (`instantiateInitialViewController`).
    package var storyboardName: String?

    /// Whether the code tells how the controller is made.
    package var isKnown: Bool { className != nil || storyboardIdentifier != nil || storyboardName != nil }
}

/// What code sets on a tab's item where the tab is made.
package struct CodeTabItem: Sendable, Hashable {
    /// The item's title, or the controller's `title` (UIKit titles a default item with it); nil when unset.
    package var title: TitleValue?
    /// Whether `title` is the controller's (`controller.title = …`), not the item's.
    package var titleIsTheControllers = false
    /// The item's image; nil when unset.
    package var image: TabItemChange.Image?
    /// A system item (`UITabBarItem(tabBarSystemItem:tag:)`): iOS supplies its title and image.
    package var isSystem = false
    /// Some part of the item is set in a way TabLint does not read (another initializer, a helper call).
    package var isOpaque = false
    /// UTF-8 byte range of the statement that sets the image, when one does.
    package var imageRange: Range<Int>?
    /// Whether the item is disabled (`isEnabled = false`): the tab cannot be selected.
    package var isDisabled = false
    /// Whether the code hands the tab's controller to code TabLint does not follow, which may set what is unset here.
    package var escapes = false

    package init() {}

    /// Whether anything at all is set.
    package var isEmpty: Bool { title == nil && image == nil && !isSystem && !isOpaque }
}
