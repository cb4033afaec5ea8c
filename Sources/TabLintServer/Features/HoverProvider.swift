import LSPProtocol
import TabLintFixes
import TabLintGraph
import TabLintModel

/// Hover on a controller or an id reference: what the controller is, its identifiers and, for a tab, its
/// place in the tab bar.
struct HoverProvider {
    let context: FeatureContext
    let markdown: Bool

    init(_ context: FeatureContext, markdown: Bool) {
        self.context = context
        self.markdown = markdown
    }

    func hover(at position: Position) -> Hover? {
        let document = context.document
        guard let found = ElementAtPosition.find(context.offset(of: position), in: document) else { return nil }
        let controller: Controller
        let range: Range<Int>
        switch found {
        case .destination(let edge):
            guard let target = document.controller(withID: edge.destinationID) else {
                return text("No controller has id '\(edge.destinationID)' in \(document.source.fileName)", edge.anchor)
            }
            controller = target
            range = edge.anchor
        case .initialViewController(let value):
            guard let target = document.controller(withID: value.value) else {
                return text("No controller has id '\(value.value)' in \(document.source.fileName)", value.range)
            }
            controller = target
            range = value.range
        case .controller(let found):
            controller = found
            range = found.location.nameRange
        }
        var lines = describe(ResolvedController(document: document, controller: controller))
        if controller.isStoryboardReference {
            switch context.workspace.resolve(controller, in: document) {
            case .resolved(let target):
                lines.append("")
                lines.append("Resolves to \(target.controller.kind.displayName) in \(target.document.source.fileName):")
                lines += describe(target)
            case .otherBundle: lines.append("References another bundle: not resolved")
            case .missingStoryboard(let name): lines.append("Storyboard '\(name)' not found")
            case .unreadableStoryboard(let name, _): lines.append("Storyboard '\(name)' cannot be read")
            case .missingIdentifier(let identifier, let storyboard):
                lines.append("No controller has storyboard identifier '\(identifier)' in \(storyboard.source.fileName)")
            case .missingInitialController(let storyboard): lines.append("\(storyboard.source.fileName) has no initial controller")
            case .cycle: lines.append("The reference leads back to itself")
            }
        }
        return Hover(
            contents: MarkupContent(kind: markdown ? .markdown : .plaintext, value: lines.joined(separator: markdown ? "  \n" : "\n")),
            range: context.range(range, in: document.source))
    }

    private func text(_ message: String, _ range: Range<Int>) -> Hover {
        Hover(contents: MarkupContent(kind: .plaintext, value: message), range: context.range(range, in: context.source))
    }

    private func code(_ value: String) -> String { markdown ? "`\(value)`" : value }

    /// Kind, class, title, identifiers, and the tabs it is.
    private func describe(_ resolved: ResolvedController) -> [String] {
        let controller = resolved.controller
        var lines = [
            (markdown ? "**\(controller.kind.displayName)**" : controller.kind.displayName) + " " + code(controller.className)
        ]
        if let title = controller.title?.value, !title.isEmpty { lines.append("Title: '\(title)'") }
        if let identifier = controller.storyboardIdentifier?.value { lines.append("Storyboard identifier: '\(identifier)'") }
        if let restoration = controller.effectiveRestorationIdentifier {
            let fromStoryboard = controller.restorationIdentifier?.value.isEmpty ?? true
            lines.append("Restoration identifier: '\(restoration.value)'" + (fromStoryboard ? " (the storyboard identifier)" : ""))
        } else {
            lines.append("Restoration identifier: none")
        }
        if let reference = controller.reference {
            let name = reference.storyboardName?.value ?? resolved.document.source.baseName
            let target = reference.referencedIdentifier.map { " › '\($0.value)'" } ?? " › initial controller"
            lines.append("References: \(name).storyboard\(target)")
        }
        lines.append("Id \(code(controller.id)) in \(resolved.document.source.fileName)")
        if let item = controller.tabBarItem?.objectID {
            // Findings about a tab carry one of the two; `ignore: objects:` takes either.
            lines.append("Tab bar item id \(code(item)) (\(code("ignore: objects:")) takes either id)")
        }
        for (tabBar, tab) in tabs(of: resolved) {
            let owner = tabBar.controller.controller.title?.value ?? tabBar.controller.controller.className
            let item: String
            if let placed = tab.item {
                let title = tab.title.text.map { "'\($0)'" } ?? "without title"
                let image = placed.item.image.map { ", image '\($0.value)'" } ?? (placed.item.system.map { ", system item '\($0.rawValue)'" } ?? "")
                item = "item \(title)\(image)"
            } else {
                item = "no tab bar item" + (tab.title.text.map { " (UIKit shows '\($0)')" } ?? "")
            }
            let more = tab.isUnderMore ? "under More" : "in the tab bar"
            lines.append("Tab \(tab.number) of \(tab.tabCount) of '\(owner)', \(more), \(item)")
        }
        return lines
    }

    /// The tabs whose controller (or storyboard reference) this is, in this and related documents.
    private func tabs(of resolved: ResolvedController) -> [(TabBar, Tab)] {
        var found: [(TabBar, Tab)] = []
        for document in context.relatedDocuments(of: resolved.document) {
            for tabBar in context.workspace.tabBars(in: document) {
                for tab in tabBar.tabs {
                    let isTarget = tab.target?.isSame(as: resolved) ?? false
                    let isSite =
                        tab.child.site?.id == resolved.controller.id && document.source.isSameFile(as: resolved.document.source)
                    if isTarget || isSite { found.append((tabBar, tab)) }
                }
            }
        }
        return found
    }
}
