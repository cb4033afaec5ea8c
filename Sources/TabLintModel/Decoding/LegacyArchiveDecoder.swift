import TabLintXML

/// Decodes pre-Xcode-5 `<archive>` xibs (versions 7.x and 8.x) into the same `Controller`s and `Edge`s as
/// the modern decoders, anchored on the archive's `<object>` elements.
///
/// Controllers are `<object class="IBUITabBarController|IBUINavigationController|IBUIViewController|…">`
/// wherever they are serialised (root objects, inside a container's `IBUIViewControllers` list, or inline as
/// `IBUISelectedViewController`). A container's children are the items of its `IBUIViewControllers` list in
/// order, each an inline `<object>` or a `<reference ref="…"/>` to one serialised elsewhere; split views
/// name theirs `IBUIMasterViewController` and `IBUIDetailViewController`. Custom classes come from
/// `flattenedProperties["<objectID>.CustomClassName"]` through `objectRecords`.
struct LegacyArchiveDecoder {
    let xml: XMLDocument
    let platform: Platform
    let type: String

    func decode() -> IBDocument {
        var ids = ObjectIDIndex(elements: xml.elements, keepsElements: true)
        var controllerElements: [(index: Int, kind: ControllerKind)] = []
        for index in xml.elements.indices {
            let element = xml.elements[index]
            ids.record(element["id"], at: index)
            if element.name == "object", let kind = element["class"].flatMap(ControllerKind.init(archiveClass:)) {
                controllerElements.append((index, kind))
            }
        }

        let reader = ArchiveReader(xml: xml, elementByID: ids.elementByID)
        let recordIDs = reader.objectIDsByXMLID()
        let properties = reader.flattenedProperties()
        var controllers: [Controller] = []
        var idByElement: [Int: String] = [:]
        for (index, kind) in controllerElements {
            let id = xml.elements[index]["id"] ?? "archive-object-\(index)"
            idByElement[index] = id
            let customClass = recordIDs[id].flatMap { properties["\($0).CustomClassName"] }
            controllers.append(controller(index, id: id, kind: kind, customClass: customClass, reader))
        }

        var edges: [Edge] = []
        for (index, kind) in controllerElements {
            edges += containmentEdges(of: index, kind: kind, sourceID: idByElement[index]!, idByElement: idByElement, reader)
        }
        edges.sort { $0.location.startTag.lowerBound < $1.location.startTag.lowerBound }

        return IBDocument(
            source: xml.source, format: .legacyArchive, platform: platform, typeIdentifier: type, targetRuntime: nil,
            initialViewController: nil, controllers: controllers, edges: edges, objectIDs: ids.objectIDs, duplicateObjectIDs: ids.duplicates,
            images: [], rootLocation: ElementLocation(xml.elements[0]))
    }

    private func controller(
        _ index: Int, id: String, kind: ControllerKind, customClass: AttributeValue?, _ reader: ArchiveReader
    ) -> Controller {
        let element = xml.elements[index]
        let hides = reader.text(index, key: "IBUIHidesBottomBarWhenPushed")
        return Controller(
            id: id, idRange: element.attribute("id")?.valueRange, kind: kind, elementName: element.name,
            customClass: customClass.flatMap { $0.value.isEmpty ? nil : $0 }, title: reader.text(index, key: "IBUITitle"),
            userLabel: nil, storyboardIdentifier: nil, restorationIdentifier: nil,
            usesStoryboardIdentifierAsRestorationIdentifier: false, hidesBottomBarWhenPushed: hides,
            tabBarItem: reader.child(index, key: "IBUITabBarItem").flatMap(reader.resolved).map { tabBarItem($0, reader) },
            navigationItem: reader.child(index, key: "IBUINavigationItem").flatMap(reader.resolved).map {
                NavigationItem(
                    objectID: xml.elements[$0]["id"], title: reader.text($0, key: "IBUITitle"), location: ElementLocation(xml.elements[$0]))
            },
            reference: nil, nibName: reader.text(index, key: "IBUINibName")?.value, sceneID: nil, location: ElementLocation(element))
    }

    /// `<object class="IBUITabBarItem">`: `IBUITitle`, `IBUIImage`/`IBUISelectedImage` (an `NSCustomResource`
    /// naming the image in `NSResourceName`), `IBUITag`, `IBUIBadgeValue` and `IBUISystemItemIdentifier` (the
    /// raw value of `UITabBarSystemItem`, stored here as its IB name).
    private func tabBarItem(_ index: Int, _ reader: ArchiveReader) -> TabBarItem {
        func image(_ key: String) -> AttributeValue? {
            guard let resource = reader.child(index, key: key).flatMap(reader.resolved) else { return nil }
            return reader.text(resource, key: "NSResourceName")
        }
        let systemItem = reader.text(index, key: "IBUISystemItemIdentifier").flatMap { raw -> AttributeValue? in
            guard let number = Int(raw.value.filter { !$0.isWhitespace }), let item = SystemTabBarItem(archiveIdentifier: number)
            else { return nil }
            return AttributeValue(value: item.rawValue, range: raw.range, nameRange: raw.nameRange)
        }
        return TabBarItem(
            objectID: xml.elements[index]["id"], title: reader.text(index, key: "IBUITitle"), image: image("IBUIImage"),
            selectedImage: image("IBUISelectedImage"), catalog: nil, systemItem: systemItem,
            badgeValue: reader.text(index, key: "IBUIBadgeValue"), tag: reader.text(index, key: "IBUITag"),
            location: ElementLocation(xml.elements[index]))
    }

    /// The containment edges a container's archived properties imply.
    private func containmentEdges(
        of index: Int, kind: ControllerKind, sourceID: String, idByElement: [Int: String], _ reader: ArchiveReader
    ) -> [Edge] {
        var members: [(item: Int, relationship: Relationship)] = []
        switch kind {
        case .tabBarController:
            if let list = reader.child(index, key: "IBUIViewControllers") {
                members = reader.items(list).map { ($0, .viewControllers) }
            }
        case .navigationController:
            if let list = reader.child(index, key: "IBUIViewControllers"), let root = reader.items(list).first {
                members = [(root, .rootViewController)]
            }
        case .splitViewController:
            if let master = reader.child(index, key: "IBUIMasterViewController") { members.append((master, .masterViewController)) }
            if let detail = reader.child(index, key: "IBUIDetailViewController") { members.append((detail, .detailViewController)) }
            if members.isEmpty, let list = reader.child(index, key: "IBUIViewControllers") {
                members = reader.items(list).prefix(2).enumerated().map { ($1, $0 == 0 ? .masterViewController : .detailViewController) }
            }
        default:
            return []
        }
        var edges: [Edge] = []
        var orders: [Relationship: Int] = [:]
        for (item, relationship) in members {
            let element = xml.elements[item]
            let destination: AttributeValue?
            let destinationID: String
            if element.name == "reference" {
                guard let ref = element.attribute("ref") else { continue }
                destination = AttributeValue(ref)
                destinationID = ref.value
            } else {
                guard let id = idByElement[item] else { continue }
                destination = nil
                destinationID = id
            }
            let order = orders[relationship, default: 0]
            orders[relationship] = order + 1
            edges.append(
                Edge(
                    kind: .relationship(relationship), sourceID: sourceID, destinationID: destinationID, destination: destination,
                    location: ElementLocation(element), objectID: nil, order: order))
        }
        return edges
    }
}
