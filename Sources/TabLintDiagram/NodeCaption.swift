import TabLintModel

/// What a drawn node says, shared by the DOT, Mermaid and SVG renderers so they agree.
struct NodeCaption: Sendable, Equatable {
    /// One row of a tab bar controller's tab list.
    struct TabRow: Sendable, Equatable {
        let index: Int
        /// `1  Home`, `2  (no title)`.
        let text: String
        /// `house`, `★ favorites`, or `nil`.
        let image: String?
        let restorationIdentifier: String?
        let isUnderMore: Bool
        /// `same scene as tab 1` for a repeated tab.
        let note: String?
    }

    /// `Tab bar controller`, `Storyboard reference`, …, with ` · initial` for the initial controller.
    let kind: String
    /// The title, else the class (references: what they name).
    let title: String
    /// Class and identifiers, one per line.
    let details: [String]
    let tabs: [TabRow]
    let errors: Int
    let warnings: Int
    let infos: Int

    init(_ node: GraphNode, fileName: String? = nil) {
        let kindName = ControllerKind(rawValue: node.kind)?.displayName ?? node.kind
        kind = kindName.prefix(1).uppercased() + kindName.dropFirst() + (node.isInitial ? " · initial" : "")
        var details: [String] = []
        if let reference = node.reference {
            title = reference.summary
            if let bundle = reference.bundle { details.append("bundle '\(bundle)'") }
            details.append(Self.describe(reference.status))
        } else {
            title = node.title ?? node.className
            if node.title != nil { details.append(node.className) }
        }
        if let identifier = node.storyboardIdentifier, node.reference == nil { details.append("storyboard id '\(identifier)'") }
        if let identifier = node.restorationIdentifier { details.append("restoration id '\(identifier)'") }
        if let fileName { details.append(fileName) }
        self.details = details
        tabs = (node.tabs ?? []).map { tab in
            var image = tab.image.map { tab.imageCatalog == "system" ? "\($0) (SF)" : $0 }
            if image == nil, let system = tab.systemItem { image = "system \(system)" }
            return TabRow(
                index: tab.index, text: "\(tab.index + 1)  \(tab.title ?? "(no title)")", image: image,
                restorationIdentifier: tab.restorationIdentifier, isUnderMore: tab.isUnderMore,
                note: tab.repeatsTab.map { "same scene as tab \($0 + 1)" })
        }
        errors = node.diagnostics.filter { $0.severity == "error" }.count
        warnings = node.diagnostics.filter { $0.severity == "warning" }.count
        infos = node.diagnostics.filter { $0.severity == "info" }.count
    }

    /// `2 errors · 1 warning` (empty when the node has no findings).
    var findings: String {
        [(errors, "error"), (warnings, "warning"), (infos, "info")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " · ")
    }

    /// A tab row as one line of text: `1  Home · house · id 'home'`.
    static func line(_ row: TabRow) -> String {
        var parts = [row.text]
        if let image = row.image { parts.append(image) }
        if let identifier = row.restorationIdentifier { parts.append("id '\(identifier)'") }
        if let note = row.note { parts.append(note) }
        return parts.joined(separator: " · ")
    }

    static func describe(_ status: GraphReference.Status) -> String {
        switch status {
        case .resolved: return "resolved"
        case .otherBundle: return "other bundle, not followed"
        case .missingStoryboard: return "storyboard not found"
        case .unreadableStoryboard: return "storyboard unreadable"
        case .missingIdentifier: return "identifier not found"
        case .missingInitialController: return "no initial controller"
        case .cycle: return "reference cycle"
        }
    }
}
