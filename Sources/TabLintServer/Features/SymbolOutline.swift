import LSPProtocol
import TabLintFixes
import TabLintGraph
import TabLintModel

/// The controller graph of a document as an outline: tab bar controllers > tabs > navigation roots, then the
/// other controllers.
struct SymbolOutline {
    let context: FeatureContext

    init(_ context: FeatureContext) { self.context = context }

    func symbols() -> [DocumentSymbol] {
        let document = context.document
        var placed = Set<String>()
        var symbols: [DocumentSymbol] = []
        for tabBar in context.workspace.tabBars(in: document) {
            let controller = tabBar.controller.controller
            placed.insert(controller.id)
            let tabs = tabBar.tabs.map { tab -> DocumentSymbol in
                if let site = tab.child.site { placed.insert(site.id) }
                let anchor = tab.child.site?.location ?? tab.child.edge.location
                var children: [DocumentSymbol] = []
                if let root = tab.navigationRoot {
                    let local = root.document.source.isSameFile(as: document.source)
                    if local { placed.insert(root.controller.id) }
                    let rootLocation = local ? root.controller.location : anchor
                    children.append(
                        symbol(
                            "Navigation root '\(root.controller.displayName)'", detail: root.controller.className, kind: .class,
                            rootLocation))
                }
                let target = tab.target.map { "\($0.controller.kind.displayName) \($0.controller.className)" } ?? "unresolved"
                return symbol(
                    tab.label, detail: target + (tab.isUnderMore ? " (under More)" : ""), kind: .field, anchor, children: children)
            }
            symbols.append(
                symbol(
                    "Tab bar controller '\(controller.displayName)'", detail: controller.className, kind: .class, controller.location, children: tabs)
            )
        }
        for controller in document.controllers where !placed.contains(controller.id) {
            symbols.append(
                symbol(
                    "\(controller.kind.displayName.prefix(1).uppercased() + controller.kind.displayName.dropFirst()) '\(controller.displayName)'",
                    detail: controller.className, kind: controller.isStoryboardReference ? .interface : .class, controller.location))
        }
        return symbols
    }

    private func symbol(
        _ name: String, detail: String?, kind: SymbolKind, _ location: ElementLocation, children: [DocumentSymbol] = []
    ) -> DocumentSymbol {
        DocumentSymbol(
            name: name, detail: detail, kind: kind, range: context.range(location.range, in: context.source),
            selectionRange: context.range(location.nameRange, in: context.source), children: children.isEmpty ? nil : children)
    }

    /// The flat form for clients without hierarchical symbols.
    static func flatten(_ symbols: [DocumentSymbol], uri: String, container: String? = nil) -> [SymbolInformation] {
        symbols.flatMap { symbol in
            [SymbolInformation(name: symbol.name, kind: symbol.kind, location: Location(uri: uri, range: symbol.range), containerName: container)]
                + flatten(symbol.children ?? [], uri: uri, container: symbol.name)
        }
    }
}
