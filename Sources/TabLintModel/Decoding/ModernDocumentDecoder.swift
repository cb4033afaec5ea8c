import TabLintXML

/// Decodes `<document>` storyboards and xibs in one pass over the elements.
///
/// Storyboards connect controllers with `<segue kind="relationship">` in the container's `<connections>`;
/// xibs nest them (`tabBarController > viewControllers > navigationController > viewControllers > …`).
/// Both become `Edge`s, so everything above this layer sees one graph.
struct ModernDocumentDecoder {
    let xml: XMLDocument
    let format: DocumentFormat
    let platform: Platform
    let type: String

    func decode() -> IBDocument {
        let elements = xml.elements
        var ids = ObjectIDIndex(elements: elements, keepsElements: false)
        var controllers: [Controller] = []
        var controllerIDByElement: [Int: String] = [:]
        var controllerElements: [Int] = []
        var segueElements: [Int] = []
        var images: [ImageResource] = []

        // An element's attributes and name are read from the array in place: `let element = elements[index]` would
        // copy the whole element out, with a retain and a release of each of its references.
        for index in elements.indices {
            ids.record(elements[index].attributes.value(named: "id"), at: index)
            let name = elements[index].name
            switch name {
            case "segue":
                segueElements.append(index)
            case "image" where elements[index].parent.map({ elements[$0].name == "resources" }) ?? false:
                if let name = elements[index]["name"] { images.append(ImageResource(name: name, catalog: elements[index]["catalog"])) }
            default:
                guard let kind = ControllerKind(elementName: name), accepts(kind) else { break }
                let controller = ControllerDecoder(xml: xml).decode(index, kind: kind)
                controllers.append(controller)
                controllerIDByElement[index] = controller.id
                controllerElements.append(index)
            }
        }

        var edges: [Edge] = []
        var orders: [String: Int] = [:]
        func nextOrder(_ source: String, _ relationship: String) -> Int {
            let key = source + "\u{0}" + relationship
            defer { orders[key, default: 0] += 1 }
            return orders[key, default: 0]
        }
        for index in controllerElements {
            guard let edge = nestingEdge(index, controllerIDByElement: controllerIDByElement, nextOrder: nextOrder) else { continue }
            edges.append(edge)
        }
        for index in segueElements {
            let segue = elements[index]
            // Back-references (`<segue reference=…>`) and peek/pop segues have no kind.
            guard let kind = segue["kind"], let destination = segue.attribute("destination") else { continue }
            let sourceID = nearestController(of: index, controllerIDByElement) ?? ""
            let edgeKind: Edge.Kind
            let order: Int
            if kind == "relationship", let relationship = segue["relationship"] {
                edgeKind = .relationship(Relationship(rawValue: relationship))
                order = nextOrder(sourceID, relationship)
            } else {
                edgeKind = .segue(kind)
                order = nextOrder(sourceID, "segue:" + kind)
            }
            edges.append(
                Edge(
                    kind: edgeKind, sourceID: sourceID, destinationID: destination.value,
                    destination: AttributeValue(destination), location: ElementLocation(segue),
                    objectID: segue["id"], order: order))
        }
        edges.sort { $0.location.startTag.lowerBound < $1.location.startTag.lowerBound }

        let root = elements[0]
        return IBDocument(
            source: xml.source, format: format, platform: platform, typeIdentifier: type, targetRuntime: root["targetRuntime"],
            initialViewController: root.value("initialViewController"), controllers: controllers, edges: edges,
            objectIDs: ids.objectIDs, duplicateObjectIDs: ids.duplicates, images: images, rootLocation: ElementLocation(root),
            isLaunchScreen: root.flag("launchScreen"))
    }

    /// WatchKit's generic element names (`controller`) mean controllers only in watchOS documents.
    private func accepts(_ kind: ControllerKind) -> Bool {
        switch kind {
        case .interfaceController, .notificationController: return platform == .watchOS
        default: return true
        }
    }

    private func nearestController(of index: Int, _ controllerIDByElement: [Int: String]) -> String? {
        var current = xml.elements[index].parent
        while let element = current {
            if let id = controllerIDByElement[element] { return id }
            current = xml.elements[element].parent
        }
        return nil
    }

    /// The containment edge that xib nesting implies for a controller element, if any:
    /// `key="masterViewController"` (or another relationship key) directly inside a controller, or a child
    /// of a container's `<viewControllers>` list.
    private func nestingEdge(
        _ index: Int, controllerIDByElement: [Int: String],
        nextOrder: (String, String) -> Int
    ) -> Edge? {
        let element = xml.elements[index]
        guard let parentIndex = element.parent, let childID = element["id"] else { return nil }
        let relationship: Relationship
        let containerElement: Int
        if let key = element["key"], controllerIDByElement[parentIndex] != nil {
            relationship = Relationship(rawValue: key)
            containerElement = parentIndex
        } else if xml.elements[parentIndex].name == "viewControllers", let grandparent = xml.elements[parentIndex].parent,
            let containerKind = ControllerKind(elementName: xml.elements[grandparent].name),
            controllerIDByElement[grandparent] != nil
        {
            let position = xml.children(of: parentIndex).enumerated().first { $0.element == index }?.offset ?? 0
            switch containerKind {
            case .tabBarController: relationship = .viewControllers
            case .navigationController:
                guard position == 0 else { return nil }
                relationship = .rootViewController
            case .splitViewController: relationship = position == 0 ? .masterViewController : .detailViewController
            default: return nil
            }
            containerElement = grandparent
        } else {
            return nil
        }
        guard let sourceID = controllerIDByElement[containerElement] else { return nil }
        return Edge(
            kind: .relationship(relationship), sourceID: sourceID, destinationID: childID, destination: nil,
            location: ElementLocation(element), objectID: nil, order: nextOrder(sourceID, relationship.rawValue))
    }
}
