import LSPProtocol
import TabLintFixes
import TabLintGraph
import TabLintModel

/// Go to definition (an id reference → its controller; a storyboard reference → the controller it resolves
/// to in the other file) and find references (a controller → the segues and relationships that point at it,
/// through storyboard references too).
struct Navigation {
    let context: FeatureContext

    init(_ context: FeatureContext) { self.context = context }

    func definition(at position: Position) -> [Location]? {
        let document = context.document
        guard let found = ElementAtPosition.find(context.offset(of: position), in: document) else { return nil }
        switch found {
        case .destination(let edge):
            return document.controller(withID: edge.destinationID).map { [declaration(of: ResolvedController(document: document, controller: $0))] }
        case .initialViewController(let value):
            return document.controller(withID: value.value).map { [declaration(of: ResolvedController(document: document, controller: $0))] }
        case .controller(let controller):
            guard controller.isStoryboardReference, let target = context.workspace.resolve(controller, in: document).target else { return nil }
            return [declaration(of: target)]
        }
    }

    func references(at position: Position, includeDeclaration: Bool) -> [Location]? {
        let document = context.document
        guard let found = ElementAtPosition.find(context.offset(of: position), in: document) else { return nil }
        let id: String
        switch found {
        case .destination(let edge): id = edge.destinationID
        case .initialViewController(let value): id = value.value
        case .controller(let controller): id = controller.id
        }
        guard let controller = document.controller(withID: id) else { return [] }
        let target = ResolvedController(document: document, controller: controller)
        var locations: [Location] = includeDeclaration ? [declaration(of: target)] : []
        for other in context.relatedDocuments(of: document) {
            // The controller itself, and every storyboard reference in `other` that leads to it.
            var standIns: [String] = other.source.isSameFile(as: document.source) ? [controller.id] : []
            for placeholder in other.controllers where placeholder.isStoryboardReference {
                if context.workspace.resolve(placeholder, in: other).target?.isSame(as: target) == true { standIns.append(placeholder.id) }
            }
            for standIn in standIns {
                for edge in other.incomingEdges(of: standIn) { locations.append(context.location(edge.anchor, in: other.source)) }
                if let initial = other.initialViewController, initial.value == standIn {
                    locations.append(context.location(initial.range, in: other.source))
                }
            }
        }
        return locations
    }

    /// Where a controller is declared: its element name.
    private func declaration(of resolved: ResolvedController) -> Location {
        context.location(resolved.controller.location.nameRange, in: resolved.document.source)
    }
}
