/// What a fact found in an app's code says.
package enum CodeFactKind: Sendable, Hashable {
    /// The app delegate defines `application(_:shouldSave[Secure]ApplicationState:)` or
    /// `application(_:shouldRestore[Secure]ApplicationState:)` (ObjC: the `application:should…` selectors) with a body
    /// that is not just `return false` / `return NO`.
    case restorationOptIn
    /// A scene delegate defines `stateRestorationActivity(for:)` (ObjC `stateRestorationActivityForScene:`).
    case sceneRestoration
    /// `restorationIdentifier` is assigned; `value` when the assigned value is a string literal.
    case restorationIdentifierSet(value: String?)
    /// `restorationClass` is assigned.
    case restorationClassSet
    /// A value derived from tabs (by `TabKey`) is written to user defaults in a tab-order context.
    case tabOrderPersisted(TabKey)
    /// A value derived from tabs (by `TabKey`) is written to user defaults in a tab-selection context.
    case tabSelectionPersisted(TabKey)
    /// `tabBarController(_:didEndCustomizing:changed:)` is defined.
    case tabCustomizationObserved
    /// `customizableViewControllers` is assigned; `emptied` when to `[]` or `nil` (no tab can be moved).
    case customizableViewControllersSet(emptied: Bool)
    /// A tab bar controller's `selectedIndex` is assigned a value read from storage, or a fixed index.
    case selectedIndexSet(SelectedIndexValue)
    /// A tab bar controller's `viewControllers` is assigned (or `setViewControllers` called).
    case tabsSetInCode
    /// The same assignment, with the tabs the code sets as far as it tells them statically.
    case tabBarBuilt(CodeTabBar)
    /// A class is declared (Swift `class`, Objective-C `@interface`) with this superclass; the fact's
    /// `enclosingType` is the class.
    case classDeclared(superclass: String?)
    /// A controller's `tabBarItem`, or a tab bar item's title, image, selected image or badge, is assigned.
    case tabItemSet(TabItemChange)
    /// A controller assigns its own `title` (not `navigationItem.title`): UIKit gives it to the controller's item,
    /// and a navigation controller's item follows its root's.
    case controllerTitleSet(TitleValue)
    /// A storyboard is loaded by name.
    case storyboardInstantiated(name: String)
    /// A controller is instantiated from a storyboard by identifier.
    case controllerInstantiated(identifier: String)
    /// A controller sets its own `hidesBottomBarWhenPushed` to true (`hidesBottomBarWhenPushed = true`,
    /// `self.hidesBottomBarWhenPushed = YES`).
    case hidesBottomBarSet
    /// The code draws a tab bar's look itself: the fact's `enclosingType` is the class whose bar it is (a tab bar
    /// controller's `self`), unless the drawing is every bar's.
    case tabBarDrawn(TabBarDrawing)
}

/// How code makes a tab bar draw its own look, so that items without an image or a title need not look blank.
package enum TabBarDrawing: Sendable, Hashable {
    /// `setValue(CustomTabBar(), forKey: "tabBar")` (`[self setValue:… forKey:@"tabBar"]`): a bar class of the app's.
    case barClass
    /// A background image on the bar (`tabBar.backgroundImage = …`), which may hold the icons; `everyBar` through
    /// `UITabBar.appearance()`.
    case backgroundImage(everyBar: Bool)
    /// A view added over the bar (`tabBar.addSubview(button)`, a tab bar controller's `view.addSubview(button)`): a
    /// button of the app's over one of the items.
    case viewOverBar

    /// Whether it is every tab bar's look (an appearance proxy), not one controller's.
    package var isEveryBar: Bool { self == .backgroundImage(everyBar: true) }
}

/// What a tab bar controller's `selectedIndex` is set to, when it picks a tab by its position.
package enum SelectedIndexValue: Sendable, Hashable {
    /// A value read back from user defaults or another store: a persisted index.
    case stored
    /// A fixed position: an integer literal or a constant (its value when known).
    case fixed(Int?)
}

/// A title assigned in code, as far as the code alone tells it.
package enum TitleValue: Sendable, Hashable {
    /// A string literal without interpolation: `"History"`, `@"History"`.
    case literal(String)
    /// A localized string looked up by a literal key: `NSLocalizedString("History", comment: "")`,
    /// `String(localized: "History")`, `NSLocalizedString(@"History", nil)`. Its value depends on the `.strings`.
    case localized(key: String)
    /// A string literal with interpolations (`"Yep (\(count))"`), written with `…` for each: its fixed text is known,
    /// the rest is not.
    case formatted(String)
    /// Anything else: a variable, a call.
    case unknown
}
