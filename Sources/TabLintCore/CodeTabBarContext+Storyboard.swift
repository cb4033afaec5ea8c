import TabLintCode
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
    /// set at run time), or a navigation controller without a root.
    func scene(withIdentifier identifier: String) -> SceneTab? {
        let knowledge = workspace.resources.knowledge
        var found: [(document: IBDocument, controller: Controller)] = []
        for document in workspace.documents where knowledge.shareBundle(document.source.path, source.path) {
            for controller in document.controllers where controller.storyboardIdentifier?.value == identifier {
                found.append((document, controller))
            }
        }
        guard found.count == 1, let (document, scene) = found.first else { return nil }
        var controller = scene
        var item = scene.tabBarItem
        if scene.kind == .navigationController {
            guard let edge = document.children(of: scene.id, .rootViewController).first,
                let root = document.controller(withID: edge.destinationID)
            else { return nil }
            controller = root
            item = item ?? root.tabBarItem
        }
        if item?.systemItem != nil || item?.runtimeTitle != nil || controller.kind == .storyboardReference { return nil }
        let title = (item?.writtenTitle ?? controller.title?.value).flatMap { $0.isEmpty ? nil : TitleValue.literal($0) }
        return SceneTab(
            className: controller.customClass.map { CodeFact.typeName($0.value) } ?? controller.kind.defaultClassName,
            inNavigation: scene.kind == .navigationController, title: title, hasImage: item?.hasImage ?? false)
    }
}
