import TabLintCode
import TabLintCore
import TabLintSource

extension ControllerGraphBuilder {
    /// The tab bars the app's code builds with tabs TabLint lists (`CodeQuestion.tabBarsBuilt`, as the lint answered
    /// it): one file entry per code file, a node for each bar at the statement that sets its tabs, and a node for
    /// each tab (its navigation controller and root for a tab in one), with the code file's diagnostics.
    func codeTabBars(diagnostics: [Diagnostic]) -> (files: [GraphFile], nodes: [GraphNode], edges: [GraphEdge]) {
        let code = workspace.resources.knowledge.code
        var files: [GraphFile] = []
        var nodes: [GraphNode] = []
        var edges: [GraphEdge] = []
        let bars = code.tabBarsBuilt.compactMap { site -> (CodeFact, CodeTabBar, [CodeTab], SourceFile)? in
            guard case .tabBarBuilt(let bar) = site.kind, let tabs = bar.tabs, let text = code.text(of: site.file) else { return nil }
            return (site, bar, tabs, text)
        }
        let byFile = Dictionary(grouping: diagnostics) { $0.location.file.path }
        for (path, fileBars) in Dictionary(grouping: bars, by: { $0.0.file }).sorted(by: { $0.key < $1.key }) {
            let text = fileBars[0].3
            let display = displayPath(text)
            var fileNodes: [GraphNode] = []
            for (site, bar, tabs, _) in fileBars {
                let barID = "\(display)#L\(site.line):\(site.column)"
                var graphTabs: [GraphTab] = []
                var tabNodes: [GraphNode] = []
                let tabCount = tabs.reduce(0) { $0 + $1.count }
                var index = 0
                for tab in tabs {
                    for copy in 0..<tab.count {
                        let node = "\(display)#L\(tab.line):\(tab.column)" + (tab.count > 1 ? "~\(copy + 1)" : "")
                        let className = tab.className ?? "UIViewController"
                        var root: String?
                        if tab.inNavigation {
                            root = node + "/root"
                            tabNodes.append(codeNode(root!, display, tab, kind: "viewController", className: className))
                            edges.append(GraphEdge(from: node, to: root, destinationID: root!, kind: .root, name: "rootViewController"))
                        }
                        tabNodes.append(
                            codeNode(
                                node, display, tab, kind: tab.inNavigation ? "navigationController" : "viewController",
                                className: tab.inNavigation ? "UINavigationController" : className))
                        edges.append(GraphEdge(from: barID, to: node, destinationID: node, kind: .tab, name: "viewControllers", index: index))
                        var title: String?
                        if case .literal(let written)? = tab.item.title { title = written }
                        var image: String?
                        if case .named(let name)? = tab.item.image { image = name }
                        graphTabs.append(
                            GraphTab(
                                index: index, title: title, titleSource: title == nil ? .none : .item, image: image, imageCatalog: nil,
                                systemItem: tab.item.isSystem ? "system" : nil, restorationIdentifier: tab.restorationIdentifier?.nonEmpty,
                                isUnderMore: tabCount >= 6 && index >= 4, destination: node, destinationID: node,
                                controller: node, navigationRoot: root, repeatsTab: nil))
                        index += 1
                    }
                }
                var barNode = GraphNode(
                    id: barID, file: display, line: site.line, objectID: "L\(site.line):\(site.column)", kind: "tabBarController",
                    className: bar.controllerClass ?? "UITabBarController", title: nil, storyboardIdentifier: nil,
                    restorationIdentifier: bar.restorationIdentifier?.nonEmpty, isInitial: false, reference: nil, tabs: graphTabs)
                let ranges = [site.range] + tabs.map(\.range) + tabs.compactMap(\.item.imageRange)
                barNode.diagnostics = (byFile[path] ?? []).filter { diagnostic in
                    ranges.contains { $0.contains(diagnostic.location.range.lowerBound) || $0.lowerBound == diagnostic.location.range.lowerBound }
                }.sorted(by: Diagnostic.reportOrder).map(graphDiagnostic)
                fileNodes.append(barNode)
                fileNodes += tabNodes
            }
            let attached = Set(fileNodes.flatMap(\.diagnostics).map { "\($0.line):\($0.column):\($0.rule):\($0.message)" })
            var file = GraphFile(path: display, status: .code)
            file.diagnostics = (byFile[path] ?? []).sorted(by: Diagnostic.reportOrder).map(graphDiagnostic).filter {
                !attached.contains("\($0.line):\($0.column):\($0.rule):\($0.message)")
            }
            files.append(file)
            nodes += fileNodes
        }
        return (files, nodes, edges)
    }

    private func codeNode(_ id: String, _ file: String, _ tab: CodeTab, kind: String, className: String) -> GraphNode {
        GraphNode(
            id: id, file: file, line: tab.line, objectID: id.components(separatedBy: "#").last ?? id, kind: kind, className: className,
            title: nil, storyboardIdentifier: tab.storyboardIdentifier?.nonEmpty, restorationIdentifier: nil, isInitial: false,
            reference: nil, tabs: nil)
    }
}
