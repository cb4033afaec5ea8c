import TabLintModel
import TabLintSource
import TabLintWorkspace

/// A tab bar item together with the controller that carries it.
package struct PlacedTabBarItem: Sendable {
    package let item: TabBarItem
    package let owner: ResolvedController

    package func location(_ range: Range<Int>) -> SourceLocation { owner.location(range) }
}

/// Where a tab's title comes from, as UIKit decides it.
package enum TabTitle: Sendable {
    /// The tab bar item's `title`.
    case item(AttributeValue, PlacedTabBarItem)
    /// A system item: iOS supplies (and localizes) the title.
    case system(SystemTabBarItem, PlacedTabBarItem)
    /// No item title: UIKit uses the controller's `title` (a navigation tab falls back to its root's).
    case controller(AttributeValue, ResolvedController)
    /// A user-defined runtime attribute of the item (a localization key, say) sets the title when the item
    /// loads: the text is known only at run time.
    case runtime(RuntimeAttribute, PlacedTabBarItem)
    case none

    /// The text the tab shows in English, if any.
    package var text: String? {
        switch self {
        case .item(let title, _): return title.value
        case .system(let item, _): return item.englishTitle
        case .controller(let title, _): return title.value
        case .runtime, .none: return nil
        }
    }

    /// Where the title is written.
    package var location: SourceLocation? {
        switch self {
        case .item(let title, let placed): return placed.location(title.range)
        case .system(_, let placed): return placed.item.systemItem.map { placed.location($0.range) }
        case .controller(let title, let owner): return owner.location(title.range)
        case .runtime(let attribute, let placed): return placed.location((attribute.value ?? attribute.keyPath).range)
        case .none: return nil
        }
    }
}

/// One tab of a tab bar controller, in tab order, with what UIKit will show for it.
package struct Tab: Sendable {
    package let child: ContainedChild
    /// 0-based position in the tab bar.
    package let index: Int
    package let tabCount: Int
    /// The item UIKit shows (`Docs/Rules.md`, "The tab bar users see"): the item of the controller UIKit
    /// instantiates (through a storyboard reference, the target's, never the placeholder's); for a navigation
    /// controller without an item of its own, its root's configured item.
    package let item: PlacedTabBarItem?
    /// The item a storyboard reference carries in the referring storyboard: what Interface Builder draws, never
    /// what runs.
    package let referenceItem: PlacedTabBarItem?
    /// When the tab is a navigation controller: its root controller.
    package let navigationRoot: ResolvedController?
    /// The 0-based index of an earlier tab connected to the same scene. UIKit makes one controller per
    /// relationship, so it is a tab of its own (`duplicate_tab` judges it); other rules skip such repeats so one
    /// item gives one diagnostic.
    package let repeatsTab: Int?
    /// Where the tab's title comes from, as UIKit decides it: the item's title, a system item's, else the
    /// controller's `title` (a navigation tab falls back to its root's).
    package let title: TabTitle

    init(
        child: ContainedChild, index: Int, tabCount: Int, item: PlacedTabBarItem?, referenceItem: PlacedTabBarItem?,
        navigationRoot: ResolvedController?, repeatsTab: Int?
    ) {
        self.child = child
        self.index = index
        self.tabCount = tabCount
        self.item = item
        self.referenceItem = referenceItem
        self.navigationRoot = navigationRoot
        self.repeatsTab = repeatsTab
        self.title = Self.title(item: item, target: child.target, navigationRoot: navigationRoot)
    }

    /// 1-based number for messages.
    package var number: Int { index + 1 }

    /// With six or more tabs, a compact-width tab bar shows four tabs and More; tabs 5…n move to More.
    package var isUnderMore: Bool { tabCount >= 6 && index >= 4 }

    package var target: ResolvedController? { child.target }

    private static func title(item: PlacedTabBarItem?, target: ResolvedController?, navigationRoot: ResolvedController?) -> TabTitle {
        if let item {
            if let written = item.item.title, !written.value.isEmpty { return .item(written, item) }
            if let system = item.item.system { return .system(system, item) }
            if let runtime = item.item.runtimeTitle { return .runtime(runtime, item) }
        }
        if let target, let title = target.controller.title, !title.value.isEmpty { return .controller(title, target) }
        if let root = navigationRoot, let title = root.controller.title, !title.value.isEmpty { return .controller(title, root) }
        return .none
    }

    /// "Tab 2 'Favorites'" or "Tab 2" for messages.
    package var label: String {
        if let text = title.text { return "Tab \(number) '\(text)'" }
        return "Tab \(number)"
    }
}

/// A tab bar controller and its tabs.
package struct TabBar: Sendable {
    package let controller: ResolvedController
    package let tabs: [Tab]
    /// The tabs minus repeats of an earlier tab's scene.
    package let distinctTabs: [Tab]

    /// Whether a compact-width bar shows More: six or more tabs, which users can reorder under More > Edit.
    package var hasMoreTab: Bool { tabs.count >= 6 }

    init(controller: ResolvedController, tabs: [Tab]) {
        self.controller = controller
        self.tabs = tabs
        self.distinctTabs = tabs.filter { $0.repeatsTab == nil }
    }
}

extension Workspace {
    /// The tabs of a tab bar controller, in order (`viewControllers` relationships in document order).
    package func tabBar(_ controller: Controller, in document: IBDocument) -> TabBar {
        let children = self.children(of: controller, in: document, .viewControllers)
        let tabs = children.enumerated().map { index, child -> Tab in
            let root = child.target.flatMap(navigationRoot(of:))
            var item: PlacedTabBarItem?
            let rootItem = root.flatMap { root in root.controller.tabBarItem.map { PlacedTabBarItem(item: $0, owner: root) } }
            let rootConfigured = rootItem.map { !$0.item.isUnconfigured && !$0.item.isXcodeDefault } ?? false
            if let target = child.target, let own = target.controller.tabBarItem,
                !(own.isXcodeDefault && target.controller.kind == .navigationController && rootConfigured)
            {
                item = PlacedTabBarItem(item: own, owner: target)
            } else if let rootItem, !rootItem.item.isUnconfigured {
                // A navigation controller without an item, or with only Xcode's placeholder 'Item' while its root has
                // an item of its own, shows the root's (observed: real apps show the root's image and badge there).
                item = rootItem
            }
            var referenceItem: PlacedTabBarItem?
            if let site = child.site, site.isStoryboardReference, let drawn = site.tabBarItem {
                referenceItem = PlacedTabBarItem(item: drawn, owner: ResolvedController(document: document, controller: site))
            }
            let repeated = children[..<index].firstIndex { $0.edge.destinationID == child.edge.destinationID }
            return Tab(
                child: child, index: index, tabCount: children.count, item: item, referenceItem: referenceItem, navigationRoot: root,
                repeatsTab: repeated)
        }
        return TabBar(controller: ResolvedController(document: document, controller: controller), tabs: tabs)
    }

    /// Every tab bar controller of a document with its tabs.
    package func tabBars(in document: IBDocument) -> [TabBar] {
        document.controllers.filter { $0.kind == .tabBarController }.map { tabBar($0, in: document) }
    }
}
