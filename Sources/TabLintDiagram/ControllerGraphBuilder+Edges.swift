import TabLintGraph
import TabLintModel

extension ControllerGraphBuilder {
    /// Containment relationships and segues of a document, in document order. Segues to objects that are
    /// not controllers (an unwind segue's exit) are left out; destinations that name nothing stay, with
    /// `to == nil`.
    func makeEdges(_ document: IBDocument) -> [GraphEdge] {
        document.edges.compactMap { edge in
            guard let from = nodeID(document, edge.sourceID) else { return nil }
            let to = nodeID(document, edge.destinationID)
            if to == nil, document.objectIDs.contains(edge.destinationID) { return nil }
            switch edge.kind {
            case .relationship(let relationship):
                let kind: GraphEdge.Kind
                if relationship == .viewControllers {
                    kind = .tab
                } else if relationship == .rootViewController {
                    kind = .root
                } else if relationship.isSplitColumn {
                    kind = .splitColumn
                } else {
                    kind = .relationship
                }
                return GraphEdge(
                    from: from, to: to, destinationID: edge.destinationID, kind: kind, name: relationship.rawValue,
                    index: kind == .tab ? edge.order : nil, objectID: edge.objectID)
            case .segue(let segueKind):
                return GraphEdge(
                    from: from, to: to, destinationID: edge.destinationID, kind: .segue, name: segueKind, objectID: edge.objectID)
            }
        }
    }

    /// Follows every storyboard reference of a document: fills in the nodes' `reference` and returns an edge
    /// from each resolved reference to its target.
    func makeReferenceEdges(_ document: IBDocument, nodes: inout [GraphNode]) -> [GraphEdge] {
        var edges: [GraphEdge] = []
        for (index, controller) in document.controllers.enumerated() {
            guard let link = controller.reference else { continue }
            let resolution = workspace.resolve(controller, in: document)
            let target = resolution.target.flatMap { nodeID($0.document, $0.controller.id) }
            nodes[index].reference = GraphReference(
                storyboard: link.storyboardName?.value, identifier: link.referencedIdentifier?.value,
                bundle: link.bundleIdentifier?.value, status: Self.status(resolution), target: target)
            if let target, let resolved = resolution.target {
                edges.append(
                    GraphEdge(from: nodes[index].id, to: target, destinationID: resolved.controller.id, kind: .reference, name: nil))
            }
        }
        return edges
    }

    /// The tabs of a tab bar controller, as UIKit shows them.
    func makeTabs(_ controller: Controller, in document: IBDocument) -> [GraphTab] {
        workspace.tabBar(controller, in: document).tabs.map { tab in
            let title = tab.title
            let titleSource: GraphTab.TitleSource
            switch title {
            case .item: titleSource = .item
            case .system: titleSource = .system
            case .controller: titleSource = .controller
            case .runtime: titleSource = .runtime
            case .none: titleSource = .none
            }
            let item = tab.item?.item
            let target = tab.target
            return GraphTab(
                index: tab.index, title: title.text, titleSource: titleSource, image: item?.image?.value.nonEmpty,
                imageCatalog: item?.image == nil ? nil : item?.catalog, systemItem: item?.systemItem?.value,
                restorationIdentifier: target?.controller.effectiveRestorationIdentifier?.value, isUnderMore: tab.isUnderMore,
                destination: nodeID(document, tab.child.edge.destinationID), destinationID: tab.child.edge.destinationID,
                controller: target.flatMap { nodeID($0.document, $0.controller.id) },
                navigationRoot: tab.navigationRoot.flatMap { nodeID($0.document, $0.controller.id) }, repeatsTab: tab.repeatsTab)
        }
    }

    static func status(_ resolution: ReferenceResolution) -> GraphReference.Status {
        switch resolution {
        case .resolved: return .resolved
        case .otherBundle: return .otherBundle
        case .missingStoryboard: return .missingStoryboard
        case .unreadableStoryboard: return .unreadableStoryboard
        case .missingIdentifier: return .missingIdentifier
        case .missingInitialController: return .missingInitialController
        case .cycle: return .cycle
        }
    }
}

extension String {
    /// `nil` for an empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
}
