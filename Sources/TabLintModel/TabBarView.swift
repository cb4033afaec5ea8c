/// A tab bar controller's bar as a document writes it (`<tabBar key="tabBar">`), where it says that the app draws
/// the bar's look itself.
package struct TabBarView: Sendable, Hashable {
    /// A `UITabBar` subclass of the app's (`customClass`): it may lay its own buttons over the items.
    package let customClass: AttributeValue?
    /// A background image, which may hold the icons the items lack.
    package let backgroundImage: AttributeValue?

    package init(customClass: AttributeValue?, backgroundImage: AttributeValue?) {
        self.customClass = customClass
        self.backgroundImage = backgroundImage
    }

    /// Whether the document says the bar draws its own look.
    package var drawsOwnLook: Bool { customClass != nil || backgroundImage != nil }
}
