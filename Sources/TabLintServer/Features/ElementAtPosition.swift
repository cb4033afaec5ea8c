import TabLintModel

/// What sits at a byte offset of a document, for hover and navigation.
enum ElementAtPosition {
    /// A segue's or relationship's `destination="…"` value.
    case destination(Edge)
    /// The document's `initialViewController="…"` value.
    case initialViewController(AttributeValue)
    /// A controller's start tag (or its tab bar item's).
    case controller(Controller)

    /// The narrowest thing at `offset`; a cursor just after a value still counts as on it.
    static func find(_ offset: Int, in document: IBDocument) -> ElementAtPosition? {
        if let edge = document.edges.first(where: { $0.destination.map { contains($0.range, offset) } ?? false }) {
            return .destination(edge)
        }
        if let initial = document.initialViewController, contains(initial.range, offset) {
            return .initialViewController(initial)
        }
        if let controller = document.controllers.last(where: { contains($0.location.startTag, offset) }) {
            return .controller(controller)
        }
        if let controller = document.controllers.first(where: { $0.tabBarItem.map { contains($0.location.startTag, offset) } ?? false }) {
            return .controller(controller)
        }
        return nil
    }

    private static func contains(_ range: Range<Int>, _ offset: Int) -> Bool {
        range.lowerBound <= offset && offset <= range.upperBound
    }
}
