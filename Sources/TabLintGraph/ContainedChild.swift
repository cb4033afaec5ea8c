import TabLintModel
import TabLintSource
import TabLintWorkspace

/// A child of a container: the edge that contains it, the controller the edge points at in the
/// container's file (the "site", possibly a storyboard reference) and the controller UIKit instantiates.
package struct ContainedChild: Sendable {
    package let container: ResolvedController
    package let edge: Edge
    /// The destination object in the container's document; `nil` when the id names no controller.
    package let site: Controller?
    /// Set when `site` is a storyboard reference.
    package let reference: ReferenceResolution?
    /// The controller at run time (`nil` when unknown: unresolved destination or reference).
    package let target: ResolvedController?

    package var relationship: Relationship? { edge.relationship }

    /// Whether `target` lives in the container's own file.
    package var targetIsLocal: Bool {
        target.map { $0.document.source.isSameFile(as: container.document.source) } ?? false
    }

    /// A location in the container's file.
    package func local(_ range: Range<Int>) -> SourceLocation {
        SourceLocation(file: container.document.source, range: range)
    }

    /// The narrowest place in the container's file that stands for this child: the child's element when
    /// it is local, else the edge's destination.
    package var siteAnchor: SourceLocation {
        if let site { return local(site.location.nameRange) }
        return local(edge.anchor)
    }
}

extension Workspace {
    /// The containment children of a controller, in document order, resolved through storyboard references.
    package func children(of container: Controller, in document: IBDocument, _ relationship: Relationship? = nil) -> [ContainedChild] {
        let owner = ResolvedController(document: document, controller: container)
        return document.children(of: container.id, relationship).map { edge in
            guard let site = document.controller(withID: edge.destinationID) else {
                return ContainedChild(container: owner, edge: edge, site: nil, reference: nil, target: nil)
            }
            let (reference, target) = runtimeController(for: site, in: document)
            return ContainedChild(container: owner, edge: edge, site: site, reference: reference, target: target)
        }
    }
}

extension Workspace {
    /// A navigation controller's root controller (through a storyboard reference too).
    package func navigationRoot(of navigation: ResolvedController) -> ResolvedController? {
        guard navigation.controller.kind == .navigationController else { return nil }
        return children(of: navigation.controller, in: navigation.document, .rootViewController).first?.target
    }

    /// A name people recognise a controller by: its title, a navigation controller's root's title, its
    /// tab bar item's title, or its custom class.
    package func visibleName(of resolved: ResolvedController) -> String? {
        let controller = resolved.controller
        if let title = controller.title?.value, !title.isEmpty { return title }
        if let root = navigationRoot(of: resolved), let title = root.controller.title?.value, !title.isEmpty {
            return title
        }
        if let title = controller.tabBarItem?.writtenTitle { return title }
        return controller.customClass?.value
    }
}
