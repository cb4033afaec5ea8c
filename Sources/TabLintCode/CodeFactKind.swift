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
    /// `customizableViewControllers` is assigned.
    case customizableViewControllersSet
    /// A tab bar controller's `viewControllers` is assigned (or `setViewControllers` called).
    case tabsSetInCode
    /// A controller's `tabBarItem` is assigned.
    case tabBarItemSetInCode
    /// A tab bar item's title is assigned; `CodeFact.detail` names the item index when it is a literal.
    case tabTitleSetInCode
    /// A tab bar item's `image` or `selectedImage` is assigned.
    case tabImageSetInCode
    /// A controller assigns its own `title` (UIKit's tab title when the item has none).
    case controllerTitleSet
    /// A storyboard is loaded by name.
    case storyboardInstantiated(name: String)
    /// A controller is instantiated from a storyboard by identifier.
    case controllerInstantiated(identifier: String)
}
