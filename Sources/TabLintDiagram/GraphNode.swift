/// One controller of a graph snapshot.
package struct GraphNode: Codable, Sendable, Equatable {
    /// `<path>#<object id>`: unique in the snapshot (a merge-damaged duplicate id gets `~2`, `~3`, …).
    package var id: String
    /// The file's path, as in `GraphFile.path`.
    package var file: String
    /// 1-based line of the controller's element.
    package var line: Int
    /// The IB object id (`id="…"`).
    package var objectID: String
    /// The element's kind (`tabBarController`, `navigationController`, `storyboardReference`, …).
    package var kind: String
    /// `customClass`, else the UIKit/AppKit class.
    package var className: String
    /// A name people recognise the controller by: its title, a navigation controller's root's title, its tab
    /// bar item's title (`nil` when only the class names it).
    package var title: String?
    package var storyboardIdentifier: String?
    /// `restorationIdentifier`, or `storyboardIdentifier` when "Use Storyboard ID" is ticked.
    package var restorationIdentifier: String?
    /// Whether this is its storyboard's initial controller.
    package var isInitial: Bool
    /// For storyboard references: what the reference names and where it leads.
    package var reference: GraphReference?
    /// For tab bar controllers: the tabs in tab order.
    package var tabs: [GraphTab]?
    /// The diagnostics whose anchor lies inside this controller's element (innermost controller wins), or
    /// whose object id is this controller's.
    package var diagnostics: [GraphDiagnostic]

    package init(
        id: String, file: String, line: Int, objectID: String, kind: String, className: String, title: String?,
        storyboardIdentifier: String?, restorationIdentifier: String?, isInitial: Bool, reference: GraphReference?,
        tabs: [GraphTab]?, diagnostics: [GraphDiagnostic] = []
    ) {
        self.id = id
        self.file = file
        self.line = line
        self.objectID = objectID
        self.kind = kind
        self.className = className
        self.title = title
        self.storyboardIdentifier = storyboardIdentifier
        self.restorationIdentifier = restorationIdentifier
        self.isInitial = isInitial
        self.reference = reference
        self.tabs = tabs
        self.diagnostics = diagnostics
    }

    /// The most serious severity among the node's diagnostics (`error` > `warning` > `info`).
    package var worstSeverity: String? {
        for severity in ["error", "warning", "info"] where diagnostics.contains(where: { $0.severity == severity }) {
            return severity
        }
        return nil
    }
}
