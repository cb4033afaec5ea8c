/// A containment relationship between a container controller and a child.
package struct Relationship: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    package let rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }

    /// A tab of a tab bar controller; document order is tab order.
    package static let viewControllers = Relationship(rawValue: "viewControllers")
    package static let rootViewController = Relationship(rawValue: "rootViewController")
    package static let masterViewController = Relationship(rawValue: "masterViewController")
    package static let detailViewController = Relationship(rawValue: "detailViewController")
    package static let supplementaryViewController = Relationship(rawValue: "supplementaryViewController")
    package static let compactViewController = Relationship(rawValue: "compactViewController")

    /// The columns of a split view controller.
    package var isSplitColumn: Bool {
        [.masterViewController, .detailViewController, .supplementaryViewController, .compactViewController].contains(self)
    }

    package var description: String { rawValue }
}

/// A connection from one controller to another: a containment relationship or a segue.
package struct Edge: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case relationship(Relationship)
        /// A segue of another kind (`show`, `presentation`, `embed`, `unwind`, …): not containment.
        case segue(String)
    }

    package let kind: Kind
    /// The controller whose scene holds the segue (for xib nesting: the enclosing controller).
    package let sourceID: String
    package let destinationID: String
    /// The `destination="…"` attribute; `nil` when the edge comes from xib nesting.
    package let destination: AttributeValue?
    /// The segue element (or, for nesting, the child element).
    package let location: ElementLocation
    /// The segue's own `id`.
    package let objectID: String?
    /// Position among the source's edges of the same relationship (tab index for `viewControllers`).
    package let order: Int

    package init(
        kind: Kind, sourceID: String, destinationID: String, destination: AttributeValue?, location: ElementLocation,
        objectID: String?, order: Int
    ) {
        self.kind = kind
        self.sourceID = sourceID
        self.destinationID = destinationID
        self.destination = destination
        self.location = location
        self.objectID = objectID
        self.order = order
    }

    package var relationship: Relationship? {
        if case .relationship(let relationship) = kind { return relationship }
        return nil
    }

    /// The narrowest range naming the destination: its attribute value, else the element.
    package var anchor: Range<Int> { destination?.range ?? location.nameRange }
}
