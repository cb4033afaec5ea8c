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
            reference: reference, nibName: nil, sceneID: sceneID(of: index), location: ElementLocation(element),
            tabBar: kind == .tabBarController ? xml.child(of: index, named: "tabBar", key: "tabBar").map(tabBar) : nil)
    }

    /// `<tabBar key="tabBar">` of a tab bar controller: its custom class and background image.
    private func tabBar(_ index: Int) -> TabBarView {
        let element = xml.elements[index]
        return TabBarView(customClass: element.nonEmptyValue("customClass"), backgroundImage: element.nonEmptyValue("backgroundImage"))
    }

    /// `<tabBarItem key="tabBarItem">`: its attributes, and the children current Xcode writes instead of some of
    /// them: `<imageReference key="image"|"selectedImage" image="…" catalog="system"/>` (SF Symbols) and
    /// `<userDefinedRuntimeAttributes>` that set the title at run time.
    private func tabBarItem(_ index: Int) -> TabBarItem {
        let element = xml.elements[index]
        let imageReference = xml.child(of: index, named: "imageReference", key: "image").map { xml.elements[$0] }
        let selectedReference = xml.child(of: index, named: "imageReference", key: "selectedImage").map { xml.elements[$0] }
        return TabBarItem(
            objectID: element["id"], title: element.value("title"),
            image: element.nonEmptyValue("image") ?? imageReference?.nonEmptyValue("image"),
            selectedImage: element.nonEmptyValue("selectedImage") ?? selectedReference?.nonEmptyValue("image"),
            catalog: element["catalog"] ?? imageReference?["catalog"],
            selectedImageCatalog: selectedReference?["catalog"] ?? element["catalog"],
            runtimeTitle: runtimeAttributes(of: index).first { $0.suppliesTitle && !($0.value?.value.isEmpty ?? true) },
            systemItem: element.nonEmptyValue("systemItem"), badgeValue: element.value("badgeValue"), tag: element.value("tag"),
            isDisabled: element["enabled"] == "NO", location: ElementLocation(element))
    }

    /// The `<userDefinedRuntimeAttribute>`s of an object.
    private func runtimeAttributes(of index: Int) -> [RuntimeAttribute] {
        xml.children(of: index, named: "userDefinedRuntimeAttributes").flatMap { list in
            xml.children(of: list, named: "userDefinedRuntimeAttribute").compactMap { attribute -> RuntimeAttribute? in
                guard let keyPath = xml.elements[attribute].nonEmptyValue("keyPath") else { return nil }
                return RuntimeAttribute(keyPath: keyPath, value: xml.elements[attribute].value("value"))
            }
        }
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
