/// A connection between two nodes of a graph snapshot.
package struct GraphEdge: Codable, Sendable, Equatable {
    package enum Kind: String, Codable, Sendable, CaseIterable {
        /// A tab of a tab bar controller (`viewControllers`).
        case tab
        /// A navigation controller's root (`rootViewController`).
        case root
        /// A split view controller's column (`masterViewController`, `detailViewController`, …).
        case splitColumn
        /// Another containment relationship (macOS `tabItems`, watchOS `nextPage`, …).
        case relationship
        /// A storyboard reference to the controller it resolves to, possibly in another file.
        case reference
        /// A segue that is not containment (`show`, `presentation`, `embed`, …).
        case segue

        /// Containment and references shape the tab structure; segues are secondary.
        package var isPrimary: Bool { self != .segue }
    }

    package var from: String
    /// `nil` when the destination id names no controller (see `destinationID`).
    package var to: String?
    /// The destination id as written in the file (references: the target's object id).
    package var destinationID: String
    package var kind: Kind
    /// The relationship (`viewControllers`, …) or the segue kind (`show`, …); absent for references.
    package var name: String?
    /// For tabs: the 0-based tab index.
    package var index: Int?
    /// The segue's own object id.
    package var objectID: String?

    package init(
        from: String, to: String?, destinationID: String, kind: Kind, name: String?, index: Int? = nil, objectID: String? = nil
    ) {
        self.from = from
        self.to = to
        self.destinationID = destinationID
        self.kind = kind
        self.name = name
        self.index = index
        self.objectID = objectID
    }
}
