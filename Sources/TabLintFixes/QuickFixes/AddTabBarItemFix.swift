import TabLintGraph
import TabLintModel
import TabLintSource
import TabLintWorkspace
import TabLintXML

/// `missing_tab_bar_item`: add a `<tabBarItem>` skeleton titled like the tab, with a new Xcode-style id.
enum AddTabBarItemFix {
    static func plan(controllerID: String, _ context: FeatureContext) -> PlannedFix? {
        guard let target = context.controller(withID: controllerID), target.controller.tabBarItem == nil else {
            return nil
        }
        let title = itemTitle(target, context.workspace)
        let taken = target.document.objectIDs
        let itemID = XcodeObjectID.make(seed: "tabBarItem:" + target.controller.id, avoiding: taken)
        let element = "<tabBarItem key=\"tabBarItem\" title=\"\(XMLEscaping.attribute(title))\" id=\"\(itemID)\"/>"
        let edit = XMLText.insertChild(element, into: target.controller.location, file: target.source)
        return PlannedFix(title: "Add a tab bar item '\(title)'", edits: [edit])
    }

    /// The title the tab shows today: the controller's title, its navigation title or its navigation root's;
    /// else a name made from its class.
    static func itemTitle(_ target: ResolvedController, _ workspace: Workspace) -> String {
        let controller = target.controller
        if let title = controller.title?.value, !title.isEmpty { return title }
        if let title = controller.navigationItem?.title?.value, !title.isEmpty { return title }
        if let root = workspace.navigationRoot(of: target) {
            if let title = root.controller.title?.value, !title.isEmpty { return title }
            if let title = root.controller.navigationItem?.title?.value, !title.isEmpty { return title }
        }
        if let custom = controller.customClass?.value {
            var name = custom
            for suffix in ["ViewController", "Controller"] where name.hasSuffix(suffix) && name.count > suffix.count {
                name.removeLast(suffix.count)
                break
            }
            return name
        }
        return "Tab"
    }
}
