import TabLintCore
import TabLintGraph
import TabLintModel
import TabLintSource
import TabLintWorkspace

/// Builds a `ControllerGraph` from a workspace and (optionally) the diagnostics of linting it.
package struct ControllerGraphBuilder {
    let workspace: Workspace
    let displayPath: (SourceFile) -> String
    /// `source.path` + NUL + object id → node id (the first controller with that id, as `IBDocument` finds it).
    private(set) var nodeIDs: [String: String] = [:]

    /// - Parameter displayPath: how paths appear in the snapshot (relative to the current directory, …).
    package init(workspace: Workspace, displayPath: @escaping (SourceFile) -> String) {
        self.workspace = workspace
        self.displayPath = displayPath
        for file in workspace.files {
            guard let document = file.document else { continue }
            for controller in document.controllers {
                let key = Self.key(document.source, controller.id)
                if nodeIDs[key] == nil { nodeIDs[key] = "\(displayPath(document.source))#\(controller.id)" }
            }
        }
    }

    /// The snapshot, with each diagnostic attached to its node (or its file).
    package func build(diagnostics: [Diagnostic] = [], toolVersion: String = TabLintVersion.current) -> ControllerGraph {
        var files: [GraphFile] = []
        var nodes: [GraphNode] = []
        var edges: [GraphEdge] = []
        var references: [GraphEdge] = []
        let byFile = Dictionary(grouping: diagnostics) { $0.location.file.path }
        for file in workspace.files {
            let path = displayPath(file.source)
            var graphFile: GraphFile
            switch file.outcome {
            case .malformed: graphFile = GraphFile(path: path, status: .malformed)
            case .unsupported, .placeholder: graphFile = GraphFile(path: path, status: .unsupported)
            case .document(let document):
                graphFile = GraphFile(
                    path: path, status: .document, format: document.format.rawValue, platform: document.platform.rawValue,
                    initialController: document.initialController.flatMap { nodeID(document, $0.id) })
                var fileNodes = makeNodes(document)
                edges += makeEdges(document)
                references += makeReferenceEdges(document, nodes: &fileNodes)
                graphFile.diagnostics = attach(byFile[file.source.path] ?? [], to: &fileNodes, in: document)
                nodes += fileNodes
            }
            if file.document == nil {
                graphFile.diagnostics = (byFile[file.source.path] ?? []).sorted(by: Diagnostic.reportOrder).map(graphDiagnostic)
            }
            let targets = Set(workspace.bundles(of: file.source).compactMap(\.targetName)).sorted()
            graphFile.targets = targets.isEmpty ? nil : targets
            files.append(graphFile)
        }
        let code = codeTabBars(diagnostics: diagnostics)
        return ControllerGraph(
            tool: ControllerGraph.Tool(name: "tablint", version: toolVersion), files: files + code.files, nodes: nodes + code.nodes,
            edges: edges + references + code.edges)
    }

    static func key(_ source: SourceFile, _ objectID: String) -> String { source.path + "\u{0}" + objectID }

    /// The node id of the controller `objectID` of `document` (`nil` when no controller has that id).
    func nodeID(_ document: IBDocument, _ objectID: String) -> String? {
        nodeIDs[Self.key(document.source, objectID)]
    }

    private func makeNodes(_ document: IBDocument) -> [GraphNode] {
        let path = displayPath(document.source)
        var seen: [String: Int] = [:]
        let initialID = document.initialController?.id
        return document.controllers.map { controller in
            seen[controller.id, default: 0] += 1
            let copies = seen[controller.id]!
            let resolved = ResolvedController(document: document, controller: controller)
            var title = workspace.visibleName(of: resolved)
            if title == controller.className { title = nil }
            return GraphNode(
                id: copies == 1 ? "\(path)#\(controller.id)" : "\(path)#\(controller.id)~\(copies)", file: path,
                line: controller.location.line, objectID: controller.id, kind: controller.kind.rawValue,
                className: controller.className, title: title, storyboardIdentifier: controller.storyboardIdentifier?.value,
                restorationIdentifier: controller.effectiveRestorationIdentifier?.value,
                isInitial: copies == 1 && controller.id == initialID, reference: nil,
                tabs: controller.kind == .tabBarController ? makeTabs(controller, in: document) : nil)
        }
    }

    /// Attaches each diagnostic to the innermost controller whose element contains its start, else to the
    /// controller whose object id it names; returns those that belong to the file as a whole.
    private func attach(_ diagnostics: [Diagnostic], to nodes: inout [GraphNode], in document: IBDocument) -> [GraphDiagnostic] {
        var fileLevel: [GraphDiagnostic] = []
        for diagnostic in diagnostics.sorted(by: Diagnostic.reportOrder) {
            let start = diagnostic.location.range.lowerBound
            var best: Int?
            for (index, controller) in document.controllers.enumerated() where controller.location.range.contains(start) {
                if let current = best, document.controllers[current].location.range.count <= controller.location.range.count { continue }
                best = index
            }
            if best == nil, let objectID = diagnostic.objectID {
                best = document.controllers.firstIndex { $0.id == objectID }
            }
            if let best {
                nodes[best].diagnostics.append(graphDiagnostic(diagnostic))
            } else {
                fileLevel.append(graphDiagnostic(diagnostic))
            }
        }
        return fileLevel
    }

    func graphDiagnostic(_ diagnostic: Diagnostic) -> GraphDiagnostic {
        let position = diagnostic.location.file.position(of: diagnostic.location.range.lowerBound, in: .utf32)
        return GraphDiagnostic(
            rule: diagnostic.ruleID, severity: diagnostic.severity.rawValue, message: diagnostic.message, line: position.line + 1,
            column: position.column + 1)
    }
}
