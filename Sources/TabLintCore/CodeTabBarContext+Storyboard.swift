import TabLintCode
import TabLintGraph
import TabLintModel

/// A tab the code makes from a storyboard scene by identifier (`instantiateViewController(withIdentifier:)`) joins
/// that scene: the scene's class, and the item it gives the tab.
extension CodeTabBarContext {
    /// What the scene gives a tab: its controller's class (for a navigation controller, its root's), the item's
    /// title (or the controller's `title`), and whether the item has an image.
    struct SceneTab {
        var className: String
        var inNavigation: Bool
        var title: TitleValue?
        var hasImage: Bool
    }

    /// The scene of the code's bundle with this storyboard identifier; nil when there is none, or more than one (which
    /// one the code means is then not known), or when its item is one TabLint does not judge (a system item, a title
    /// set at run time), or a navigation controller whose root cannot be followed (`Workspace.navigationRoot(of:)`).
    func scene(withIdentifier identifier: String) -> SceneTab? {
        let knowledge = workspace.resources.knowledge
        let found = workspace.documents.filter { knowledge.shareBundle($0.source.path, source.path) }.flatMap { document in
            document.controllers(withStoryboardIdentifier: identifier).map { ResolvedController(document: document, controller: $0) }
        }
        guard found.count == 1, let scene = found.first?.controller else { return nil }
        var controller = scene
        var item = scene.tabBarItem
        if scene.kind == .navigationController {
            guard let root = workspace.navigationRoot(of: found[0])?.controller else { return nil }
            controller = root
            item = item ?? root.tabBarItem
        }
        if item?.systemItem != nil || item?.runtimeTitle != nil { return nil }
        let title = (item?.writtenTitle ?? controller.title?.value).flatMap { $0.isEmpty ? nil : TitleValue.literal($0) }
        return SceneTab(
            className: controller.customClass.map { CodeFact.typeName($0.value) } ?? controller.kind.defaultClassName,
            inNavigation: scene.kind == .navigationController, title: title, hasImage: item?.hasImage ?? false)
    }
}
