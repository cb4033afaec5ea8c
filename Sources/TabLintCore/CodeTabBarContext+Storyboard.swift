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

    /// The scene of the code's bundle with this storyboard identifier (in the storyboard named `storyboard`, when the
    /// code names it); nil when there is none, or more than one (which one the code means is then not known), or when
    /// its item is one TabLint does not judge (a system item, a title set at run time), or a navigation controller
    /// whose root cannot be followed (`Workspace.navigationRoot(of:)`).
    func scene(withIdentifier identifier: String, in storyboard: String? = nil) -> SceneTab? {
        let found = documents(named: storyboard).flatMap { document in
            document.controllers(withStoryboardIdentifier: identifier).map { ResolvedController(document: document, controller: $0) }
        }
        guard found.count == 1 else { return nil }
        return sceneTab(found[0])
    }

    /// The initial controller of the one storyboard of the code's bundle with this name
    /// (`UIStoryboard(name: "Feed", bundle: nil).instantiateInitialViewController()`), as `scene(withIdentifier:)`.
    func scene(initialOf storyboard: String) -> SceneTab? {
        let found = documents(named: storyboard).compactMap { document -> ResolvedController? in
            guard let initial = document.initialViewController?.value,
                let controller = document.controllers.first(where: { $0.id == initial })
            else { return nil }
            return ResolvedController(document: document, controller: controller)
        }
        guard found.count == 1 else { return nil }
        return sceneTab(found[0])
    }

    /// The documents of the code's bundle, those of storyboards named `name` (`Feed.storyboard`) when given.
    private func documents(named name: String?) -> [IBDocument] {
        let knowledge = workspace.resources.knowledge
        return workspace.documents.filter { document in
            knowledge.shareBundle(document.source.path, source.path)
                && (name.map { document.source.baseName == $0 && document.source.fileName.hasSuffix(".storyboard") } ?? true)
        }
    }

    private func sceneTab(_ found: ResolvedController) -> SceneTab? {
        let scene = found.controller
        var controller = scene
        var item = scene.tabBarItem
        if scene.kind == .navigationController {
            guard let root = workspace.navigationRoot(of: found)?.controller else { return nil }
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
