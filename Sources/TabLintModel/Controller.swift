/// One controller object of a document: a scene's controller in a storyboard, a (possibly nested)
/// controller in a xib, or a controller of a legacy archive.
///
/// Immutable and shared: the document, the tabs and children that stand for it and the findings about it hold
/// the same object, so that handing a controller on copies a reference, not its many attribute values.
package final class Controller: Sendable, Identifiable {
    /// The IB object id (`id="…"`), unique in its document.
    package let id: String
    package let idRange: Range<Int>?
    package let kind: ControllerKind
    package let elementName: String
    package let customClass: AttributeValue?
    package let title: AttributeValue?
    package let userLabel: String?
    package let storyboardIdentifier: AttributeValue?
    package let restorationIdentifier: AttributeValue?
    package let usesStoryboardIdentifierAsRestorationIdentifier: Bool
    package let hidesBottomBarWhenPushed: AttributeValue?
    package let tabBarItem: TabBarItem?
    package let navigationItem: NavigationItem?
    package let reference: StoryboardReference?
    /// Legacy archives: the nib a child controller loads its view from (`IBUINibName`).
    package let nibName: String?
    package let sceneID: String?
    package let location: ElementLocation
    /// A tab bar controller's bar, as the document writes it (`<tabBar key="tabBar">`).
    package let tabBar: TabBarView?

    package init(
        id: String, idRange: Range<Int>?, kind: ControllerKind, elementName: String, customClass: AttributeValue?,
        title: AttributeValue?, userLabel: String?, storyboardIdentifier: AttributeValue?,
        restorationIdentifier: AttributeValue?, usesStoryboardIdentifierAsRestorationIdentifier: Bool,
        hidesBottomBarWhenPushed: AttributeValue?, tabBarItem: TabBarItem?, navigationItem: NavigationItem?,
        reference: StoryboardReference?, nibName: String?, sceneID: String?, location: ElementLocation, tabBar: TabBarView? = nil
    ) {
        self.id = id
        self.idRange = idRange
        self.kind = kind
        self.elementName = elementName
        self.customClass = customClass
        self.title = title
        self.userLabel = userLabel
        self.storyboardIdentifier = storyboardIdentifier
        self.restorationIdentifier = restorationIdentifier
        self.usesStoryboardIdentifierAsRestorationIdentifier = usesStoryboardIdentifierAsRestorationIdentifier
        self.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
        self.tabBarItem = tabBarItem
        self.navigationItem = navigationItem
        self.reference = reference
        self.nibName = nibName
        self.sceneID = sceneID
        self.location = location
        self.tabBar = tabBar
    }

    /// `restorationIdentifier`, else `storyboardIdentifier` when IB's "Use Storyboard ID" box is ticked.
    /// The value carries the range of the attribute that supplies it.
    package var effectiveRestorationIdentifier: AttributeValue? {
        if let restorationIdentifier, !restorationIdentifier.value.isEmpty { return restorationIdentifier }
        if usesStoryboardIdentifierAsRestorationIdentifier, let storyboardIdentifier, !storyboardIdentifier.value.isEmpty {
            return storyboardIdentifier
        }
        return nil
    }

    /// The runtime class: `customClass`, else the UIKit/AppKit class of the element.
    package var className: String { customClass?.value ?? kind.defaultClassName }

    /// A short human name for messages: the title, else the user label, else the class.
    package var displayName: String {
        if let title = title?.value, !title.isEmpty { return title }
        if let userLabel, !userLabel.isEmpty { return userLabel }
        if let name = reference?.referencedIdentifier?.value ?? reference?.storyboardName?.value { return name }
        return className
    }

    package var isStoryboardReference: Bool { kind == .storyboardReference }

    /// A readable restoration identifier for this controller, as fixes propose it: its storyboard
    /// identifier, else its class, else the letters and digits of its title, else its kind (`TableViewController`).
    package var suggestedRestorationIdentifier: String {
        if let identifier = storyboardIdentifier?.value, !identifier.isEmpty { return identifier }
        if let custom = customClass?.value { return custom }
        if let title = title?.value {
            let letters = title.filter { $0.isLetter || $0.isNumber }
            if !letters.isEmpty { return letters }
        }
        return kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
    }
}
