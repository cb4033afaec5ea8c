import TabLintXML

/// Turns one controller element (storyboard scene member or xib object) into a `Controller`.
struct ControllerDecoder {
    let xml: XMLDocument

    func decode(_ index: Int, kind: ControllerKind) -> Controller {
        let element = xml.elements[index]
        let reference =
            kind == .storyboardReference
            ? StoryboardReference(
                storyboardName: element.nonEmptyValue("storyboardName"),
                referencedIdentifier: element.nonEmptyValue("referencedIdentifier"),
                bundleIdentifier: element.nonEmptyValue("bundleIdentifier"))
            : nil
        return Controller(
            id: element["id"] ?? "", idRange: element.attribute("id")?.valueRange, kind: kind, elementName: element.name,
            customClass: element.nonEmptyValue("customClass"), title: element.value("title"), userLabel: element["userLabel"],
            storyboardIdentifier: element.nonEmptyValue("storyboardIdentifier"),
            restorationIdentifier: element.value("restorationIdentifier"),
            usesStoryboardIdentifierAsRestorationIdentifier: element.flag("useStoryboardIdentifierAsRestorationIdentifier"),
            hidesBottomBarWhenPushed: element.value("hidesBottomBarWhenPushed"),
            tabBarItem: xml.child(of: index, named: "tabBarItem", key: "tabBarItem").map(tabBarItem),
            navigationItem: xml.child(of: index, named: "navigationItem", key: "navigationItem").map(navigationItem),
            reference: reference, nibName: nil, sceneID: sceneID(of: index), location: ElementLocation(element))
    }

    private func tabBarItem(_ index: Int) -> TabBarItem {
        let element = xml.elements[index]
        return TabBarItem(
            objectID: element["id"], title: element.value("title"), image: element.value("image"),
            selectedImage: element.value("selectedImage"), catalog: element["catalog"], systemItem: element.nonEmptyValue("systemItem"),
            badgeValue: element.value("badgeValue"), tag: element.value("tag"), location: ElementLocation(element))
    }

    private func navigationItem(_ index: Int) -> NavigationItem {
        let element = xml.elements[index]
        return NavigationItem(objectID: element["id"], title: element.value("title"), location: ElementLocation(element))
    }

    private func sceneID(of index: Int) -> String? {
        var current = xml.elements[index].parent
        while let element = current {
            if xml.elements[element].name == "scene" { return xml.elements[element]["sceneID"] }
            current = xml.elements[element].parent
        }
        return nil
    }
}
