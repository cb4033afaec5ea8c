import TabLintCode
import TabLintModel
import TabLintSource
import TabLintWorkspace

/// What a rule sees of a tab bar the app's code builds (`Rule.validate(codeTabBar:)`): the bar as the code sets it,
/// where, and the code of its bundle. Findings are located in the code file.
package struct CodeTabBarContext: Sendable {
    /// The statement that sets the tabs.
    package let site: CodeFact
    package let bar: CodeTabBar
    package let tabs: [CodeTab]
    /// The code file the bar is built in.
    package let source: SourceFile
    package let workspace: Workspace
    package let code: CodeEvidence

    /// The context of `site`, a `tabBarBuilt` fact with known tabs whose file the index holds; nil otherwise.
    package init?(site: CodeFact, workspace: Workspace, code: CodeEvidence) {
        guard case .tabBarBuilt(let bar) = site.kind, let tabs = bar.tabs, let location = code.location(of: site) else { return nil }
        // Tabs added to a class an IB tab bar controller has come after the IB tabs: the bar is not the code's alone.
        if bar.addsToExistingTabs, let controllerClass = bar.controllerClass, Self.isClassOfATabBarInIB(controllerClass, workspace) {
            return nil
        }
        self.site = site
        self.bar = bar
        self.tabs = tabs
        self.source = location.file
        self.workspace = workspace
        self.code = code
    }

    private static func isClassOfATabBarInIB(_ className: String, _ workspace: Workspace) -> Bool {
        workspace.documents.contains { document in
            document.controllers.contains { $0.kind == .tabBarController && $0.customClass?.value == className }
        }
    }

    /// Where the tabs are set.
    package var anchor: SourceLocation { SourceLocation(file: source, range: site.range) }

    package func location(_ range: Range<Int>) -> SourceLocation { SourceLocation(file: source, range: range) }

    /// Tabs in all, each tab of a loop counted.
    package var tabCount: Int { tabs.reduce(0) { $0 + $1.count } }

    /// The 1-based numbers of `tab`'s tabs: one, or a run for a loop.
    package func numbers(of tab: CodeTab) -> ClosedRange<Int> {
        var first = 1
        for other in tabs {
            if other == tab { return first...(first + other.count - 1) }
            first += other.count
        }
        return first...first
    }

    /// "Tab 3 'Search'", "Tab 3" or "Tabs 1–11" for messages.
    package func label(_ tab: CodeTab) -> String {
        let numbers = numbers(of: tab)
        if numbers.count > 1 { return "Tabs \(numbers.lowerBound)–\(numbers.upperBound)" }
        if case .literal(let title) = look(of: tab).title { return "Tab \(numbers.lowerBound) '\(title)'" }
        return "Tab \(numbers.lowerBound)"
    }

    /// "tab 3 'Search'" or "tabs 1–11", for the middle of a sentence.
    package func lowercasedLabel(_ tab: CodeTab) -> String {
        let label = label(tab)
        return label.prefix(1).lowercased() + label.dropFirst()
    }

    /// A related note that cites a fact of the app's code ("The app picks a tab by index: AppDelegate.m:56").
    package func note(_ text: String, _ fact: CodeFact) -> [RelatedNote] {
        guard let location = code.location(of: fact) else { return [] }
        return [RelatedNote("\(text): \(code.describe(fact))", at: location)]
    }

    /// What UIKit shows for a tab, from the creation site and the code of the tab's class.
    package func look(of made: CodeTab) -> CodeTabLook {
        if made.item.isOpaque || made.item.isSystem || isChangedByTheBar(made) { return CodeTabLook(isKnown: false) }
        var tab = made
        var scene: SceneTab?
        if let identifier = tab.storyboardIdentifier {
            // A tab made from a storyboard scene: known only through the one scene of that identifier.
            guard tab.className == nil, !identifier.isEmpty, let found = self.scene(withIdentifier: identifier) else {
                return CodeTabLook(isKnown: false)
            }
            scene = found
            tab.className = found.className
            tab.inNavigation = tab.inNavigation || found.inNavigation
        }
        var look = CodeTabLook(isKnown: tab.className != nil)
        // What the creation site sets replaces what the scene's item says.
        look.title = tab.item.title ?? scene?.title
        look.image = tab.item.image ?? (scene?.hasImage == true ? .made : nil)
        look.imageRange = tab.item.imageRange
        guard let className = tab.className else { return look }
        // The class's own code: its item (or its navigation controller's, for a tab in one), and its title.
        let targets: Set<TabItemChange.Target> = tab.inNavigation ? [.own, .navigationController] : [.own]
        for fact in code.facts(inClass: className, where: { _ in true }) {
            guard case .tabItemSet(let change) = fact.kind, targets.contains(change.target) else { continue }
            switch change.part {
            case .item: look.classSetsItem = fact
            case .title: look.title = look.title ?? .unknown
            case .image:
                if look.image == nil, let image = change.image {
                    look.image = image
                    look.classImage = fact
                }
            case .selectedImage, .badge: continue
            }
        }
        if look.title == nil, let titled = code.titles(inClass: className).first, case .controllerTitleSet(let value) = titled.kind {
            look.title = value
        }
        look.isUIKitBase = isUIKitBase(className, depth: 0)
        return look
    }

    /// Whether the tab bar controller's code, or the code that builds the bar, changes this tab's item through the
    /// bar (`tabBar.items?[2].image = …`), or an item it cannot tie to a tab: what the tab shows is then not known.
    package func isChangedByTheBar(_ tab: CodeTab) -> Bool {
        let positions = Set(numbers(of: tab).map { $0 - 1 })
        return code.tabItemChanges.contains { fact in
            guard fact.file == site.file || (bar.controllerClass != nil && fact.enclosingType == bar.controllerClass),
                case .tabItemSet(let change) = fact.kind, change.setsLook
            else { return false }
            switch change.target {
            case .index(let index): return positions.contains(index)
            case .someTab: return true
            case .own, .navigationController, .other: return false
            }
        }
    }

    /// Whether `className` is a plain UIKit controller, or an app class that only inherits one (through app classes
    /// whose code TabLint has read): nothing but the app's own code can then give its tab an item.
    private func isUIKitBase(_ className: String, depth: Int) -> Bool {
        if Self.plainControllers.contains(className) { return true }
        guard depth < 4, let declared = code.declaration(ofClass: className), case .classDeclared(let superclass?) = declared.kind else {
            return false
        }
        if depth > 0, !code.facts(inClass: className, where: Self.givesLook).isEmpty || !code.titles(inClass: className).isEmpty {
            return false
        }
        return isUIKitBase(CodeFact.typeName(superclass), depth: depth + 1)
    }

    private static func givesLook(_ kind: CodeFactKind) -> Bool {
        if case .tabItemSet(let change) = kind { return change.setsLook }
        return false
    }

    /// UIKit controllers whose item starts without title or image.
    private static let plainControllers: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController"]
}

/// What a tab of a code tab bar shows, as far as the code tells.
package struct CodeTabLook: Sendable {
    /// Whether TabLint knows how the controller is made (a class, not a storyboard scene or a call).
    package var isKnown: Bool
    package var title: TitleValue?
    package var image: TabItemChange.Image?
    /// Where the creation site sets the image.
    package var imageRange: Range<Int>?
    /// Where the class's own code sets the image by name, when it does.
    package var classImage: CodeFact?
    /// Where the class's own code sets its whole item, when it does.
    package var classSetsItem: CodeFact?
    /// Whether the controller is a plain UIKit controller (or an app class deriving from one whose code sets nothing).
    package var isUIKitBase = false

    init(isKnown: Bool) { self.isKnown = isKnown }

    /// Neither a title nor an image, and nothing the code does that TabLint cannot read.
    package var isBlank: Bool { isKnown && isUIKitBase && title == nil && image == nil && classSetsItem == nil }
}
