import TabLintGraph
import TabLintModel

/// `tab_bar_item_on_navigation_root`: move the item from the navigation root to the navigation controller,
/// where UIKit looks for it (the item keeps its id, so its localizations still apply).
enum MoveTabBarItemFix {
    static func plan(itemID: String?, navigationID: String, _ context: FeatureContext) -> PlannedFix? {
        guard let navigation = context.controller(withID: navigationID),
            navigation.controller.kind == .navigationController, navigation.controller.tabBarItem == nil,
            let root = context.workspace.navigationRoot(of: navigation).flatMap(context.withText),
            let item = root.controller.tabBarItem
        else { return nil }
        if let itemID, item.objectID != itemID { return nil }
        let itemText = root.source.string(in: item.location.range)
        let oldIndent = XMLText.indentation(at: item.location.range.lowerBound, in: root.source)
        let edits = [
            XMLText.removeElement(item.location.range, in: root.source),
            XMLText.insertChild(itemText, oldIndent: oldIndent, into: navigation.controller.location, file: navigation.source),
        ]
        let title = item.writtenTitle.map { " '\($0)'" } ?? ""
        return PlannedFix(title: "Move the tab bar item\(title) to the navigation controller", edits: edits)
    }
}
