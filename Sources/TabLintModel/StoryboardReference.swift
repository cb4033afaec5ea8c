/// What a storyboard reference (`viewControllerPlaceholder`) points at.
package struct StoryboardReference: Sendable, Hashable {
    /// The bare storyboard name (`Settings` for `Settings.storyboard`); absent means this storyboard.
    package let storyboardName: AttributeValue?
    /// A `storyboardIdentifier` in the target; absent means the target's initial controller.
    package let referencedIdentifier: AttributeValue?
    /// Another bundle: TabLint cannot see it and does not resolve the reference.
    package let bundleIdentifier: AttributeValue?

    package init(storyboardName: AttributeValue?, referencedIdentifier: AttributeValue?, bundleIdentifier: AttributeValue?) {
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.bundleIdentifier = bundleIdentifier
    }
}
