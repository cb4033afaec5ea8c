import TabLintCode
import TabLintCore
import TabLintGraph
import TabLintModel
import TabLintSource
import TabLintWorkspace

/// An image a tab shows by name, as `missing_tab_image` and `tab_image_name_case` judge it against the images of
/// the bundle: named by an Interface Builder item (`image="…"`, `selectedImage="…"`), or made by name in code
/// (`UIImage(named:)`, `[UIImage imageNamed:]`, an image literal), with where a finding about it goes.
struct NamedTabImage {
    let name: String
    /// Whether it is the selected image.
    let isSelected: Bool
    /// The tab, as messages name it in the middle of a sentence: "tab 2 'Inbox'".
    let tab: String
    /// The images of the bundle that looks the name up (never empty).
    let images: ProjectImages
    /// Where the name is written: the item's attribute, else the code that makes the image.
    let location: SourceLocation
    let related: [RelatedNote]
    /// The Interface Builder item that names the image, when one does.
    let objectID: String?
    /// Whether an Interface Builder item names it (else the code makes it).
    let isWrittenInIB: Bool
    /// A change to the bar's items that TabLint cannot tie to one tab, which may replace this image.
    let untied: CodeFact?
}

/// The images the tabs of a document's bars, and of the bars the code builds, show by name.
enum NamedTabImages {
    /// The images the tabs of the document's tab bars show by name and that `judged` picks: those the items the tabs
    /// show name (unless an SF Symbol, an image embedded in the document, or replaced by code tied to the tab), and
    /// those the code of a tab's class, or of the bar's class by the tab's index, makes by name for it.
    ///
    /// `judged` is asked before the app's code is read for an Interface Builder name, so that code is read only
    /// for a bar with a finding to weigh; the code's own images are read for each bar whose bundle has images and
    /// whose tab bar controller or tabs have classes of their own.
    static func shown(in context: LintContext, judged: (String, ProjectImages) -> Bool) -> [NamedTabImage] {
        var found: [NamedTabImage] = []
        for tabBar in context.tabBars {
            let code = TabItemEvidence(tabBar, context)
            for tab in tabBar.distinctTabs {
                let label = "tab \(tab.number)" + (tab.title.text.map { " '\($0)'" } ?? "")
                if let placed = tab.item {
                    found += written(by: placed, tab: tab, label: label, code, context, judged)
                }
                found += madeInCode(for: tab, in: tabBar, label: label, code, context, judged)
            }
        }
        return found
    }

    /// The images an item names, which no code tied to the tab replaces.
    private static func written(
        by placed: PlacedTabBarItem, tab: Tab, label: String, _ code: TabItemEvidence, _ context: LintContext,
        _ judged: (String, ProjectImages) -> Bool
    ) -> [NamedTabImage] {
        let named = namedImages(placed.item, in: placed.owner.document)
        guard !named.isEmpty else { return [] }
        let images = context.workspace.images(for: placed.owner.source)
        guard !images.isEmpty else { return [] }
        return named.compactMap { value, selected in
            guard judged(value.value, images) else { return nil }
            // An image the code gives this tab replaces the one IB names.
            let replaces: (TabItemChange) -> Bool = { selected ? $0.part == .item || $0.part == .selectedImage : $0.setsImage }
            guard code.change(to: tab, replaces) == nil else { return nil }
            let (anchor, notes) = context.anchor(
                placed.location(value.range), fallback: tab.child.siteAnchor, note: "Tab bar item of tab \(tab.number)")
            return NamedTabImage(
                name: value.value, isSelected: selected, tab: label, images: images, location: anchor, related: notes,
                objectID: placed.item.objectID, isWrittenInIB: true, untied: code.untiedChange(replaces))
        }
    }

    /// The images the code tied to the tab makes by name (`tabBarItem.image = UIImage(named: "…")`) for the item the
    /// tab shows, where that code runs for a controller a storyboard makes.
    private static func madeInCode(
        for tab: Tab, in tabBar: TabBar, label: String, _ code: TabItemEvidence, _ context: LintContext,
        _ judged: (String, ProjectImages) -> Bool
    ) -> [NamedTabImage] {
        let owners = [tabBar.controller, tab.target, tab.navigationRoot]
        guard owners.contains(where: { $0?.controller.customClass != nil }) else { return [] }
        let images = context.workspace.images(for: context.document.source)
        guard !images.isEmpty else { return [] }
        let setsImage: (TabItemChange) -> Bool = { $0.part == .image || $0.part == .selectedImage }
        let evidence = context.code
        return code.changes(to: tab, setsImage).compactMap { fact in
            guard fact.phase.runs(decoded: true), case .tabItemSet(let change) = fact.kind, isShown(change.target, of: fact, tab),
                case .named(let name)? = change.image, !name.isEmpty, judged(name, images), let location = evidence.location(of: fact)
            else { return nil }
            let selected = change.part == .selectedImage
            let replaces: (TabItemChange) -> Bool = { selected ? $0.part == .item || $0.part == .selectedImage : $0.setsImage }
            return NamedTabImage(
                name: name, isSelected: selected, tab: label, images: images, location: location,
                related: [RelatedNote("Tab \(tab.number) of the tab bar", at: tab.child.siteAnchor)], objectID: nil,
                isWrittenInIB: false, untied: code.untiedChange(replaces))
        }
    }

    /// Whether a change tied to `tab` is to the item the tab shows: its controller's own (a navigation root's own
    /// only when the navigation controller has no item, and so shows its root's), its navigation controller's from the
    /// root, or the tab's by index. Another controller's item, held in a variable, is not.
    private static func isShown(_ target: TabItemChange.Target, of fact: CodeFact, _ tab: Tab) -> Bool {
        func typeName(_ owner: ResolvedController?) -> String? { owner?.controller.customClass.map { CodeFact.typeName($0.value) } }
        let root = typeName(tab.navigationRoot)
        switch target {
        case .index: return true
        case .own:
            if fact.enclosingType == typeName(tab.target) { return true }
            let navigationHasItem = tab.navigationRoot != nil && tab.item?.owner.controller.id == tab.target?.controller.id
            return root != nil && fact.enclosingType == root && !navigationHasItem
        case .navigationController: return root != nil && fact.enclosingType == root
        case .someTab, .other: return false
        }
    }

    /// The images a tab bar built in code shows by name (`UIImage(named:)` where the code makes the tab, or in the
    /// tab's class), judged against the images of the code's bundle.
    static func shown(in context: CodeTabBarContext) -> [NamedTabImage] {
        // A bundle that ships no IB document has no image index of its own: the project's images stand in (an image
        // of a sibling target then counts, which can only silence a finding).
        var images = context.images
        if images.isEmpty { images = context.workspace.resources.images }
        guard !images.isEmpty else { return [] }
        return context.tabs.compactMap { tab in
            let look = context.look(of: tab)
            guard case .named(let name)? = look.image.value, !name.isEmpty else { return nil }
            let location = look.imageRange.map(context.location) ?? look.classImage.flatMap(context.code.location(of:)) ?? context.location(tab.range)
            return NamedTabImage(
                name: name, isSelected: false, tab: context.lowercasedLabel(tab), images: images, location: location, related: [],
                objectID: nil, isWrittenInIB: false, untied: nil)
        }
    }

    /// The item's image and selected image (`selected`), but for SF Symbols and images embedded in the document,
    /// which are never looked up.
    private static func namedImages(_ item: TabBarItem, in document: IBDocument) -> [(value: AttributeValue, selected: Bool)] {
        var named: [(value: AttributeValue, selected: Bool)] = []
        if let image = item.image, item.catalog != "system" { named.append((image, false)) }
        if let image = item.selectedImage, !item.selectedImageIsSystemSymbol { named.append((image, true)) }
        return named.filter { value, _ in
            !value.value.isEmpty && !value.value.hasPrefix("tabBarItem:") && document.imageResource(named: value.value)?.isSystemSymbol != true
        }
    }
}
