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
    /// The images the bundle whose code builds the bar ships (the project's, where TabLint has none by bundle).
    package let images: ProjectImages

    /// The context of `site`, a `tabBarBuilt` fact with known tabs whose file the index holds, built by the code of
    /// `bundle`; nil otherwise.
    package init?(site: CodeFact, bundle: Int, workspace: Workspace, code: CodeEvidence) {
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
        self.images = workspace.resources.images(ofBundle: bundle)
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

    /// Tabs the bar has on every path: those added under a condition left out.
    package var guaranteedTabCount: Int { tabs.filter { !$0.conditional }.reduce(0) { $0 + $1.count } }

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
        if case .literal(let title)? = look(of: tab).title.value, !title.isEmpty { return "Tab \(numbers.lowerBound) '\(title)'" }
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

    /// What UIKit shows for a tab, from the creation site, the storyboard scene it is made from, and the code of the
    /// tab's class: each part set, known not set, or unknown (`Known`).
    package func look(of made: CodeTab) -> CodeTabLook {
        if made.item.isOpaque || made.item.isSystem || isChangedByTheBar(made) {
            let unknown = Known<TitleValue>.unknown(because: nil)
            var look = CodeTabLook(isKnown: false, title: unknown, image: .unknown(because: nil))
            if made.item.isSystem {
                look.title = .set(.unknown, at: nil)
                look.image = .set(.made, at: nil)
            }
            return look
        }
        var tab = made
        var scene: SceneTab?
        if tab.storyboardIdentifier != nil || tab.storyboardName != nil {
            // A tab made from a storyboard scene: known only through the one scene of that identifier (in the
            // storyboard the code names, when it names one), or the initial controller of the storyboard it names.
            let found: SceneTab?
            if let identifier = tab.storyboardIdentifier {
                found = identifier.isEmpty ? nil : self.scene(withIdentifier: identifier, in: tab.storyboardName)
            } else {
                found = tab.storyboardName.flatMap { $0.isEmpty ? nil : self.scene(initialOf: $0) }
            }
            guard tab.className == nil, let found else {
                return CodeTabLook(isKnown: false, title: .unknown(because: nil), image: .unknown(because: nil))
            }
            scene = found
            tab.className = found.className
            tab.inNavigation = tab.inNavigation || found.inNavigation
        }
        // What the creation site sets, then what the scene's item says.
        var look = CodeTabLook(
            isKnown: tab.className != nil,
            title: tab.item.title.map { .set($0, at: nil) } ?? (scene?.title).map { .set($0, at: nil) } ?? .notSet,
            image: tab.item.image.map { .set($0, at: nil) } ?? (scene?.hasImage == true ? .set(.made, at: nil) : .notSet))
        look.imageRange = tab.item.imageRange
        look.isDisabled = tab.item.isDisabled || isDisabledByTheBar(made)
        if tab.item.escapes {
            look.title = look.title.otherwise(.unknown(because: nil))
            look.image = look.image.otherwise(.unknown(because: nil))
        }
        guard let className = tab.className else {
            look.title = look.title.otherwise(.unknown(because: nil))
            look.image = look.image.otherwise(.unknown(because: nil))
            return look
        }
        // The class's own code, as far as it runs for a controller made this way: a storyboard's scene runs the
        // decoder's initializer, a controller the code makes its own.
        let decoded = scene != nil
        let targets: Set<TabItemChange.Target> = tab.inNavigation ? [.own, .navigationController] : [.own]
        var loadedOnly: [CodeFact] = []
        var early = false
        for fact in code.facts(inClass: className, where: { _ in true }) {
            guard case .tabItemSet(let change) = fact.kind, targets.contains(change.target), fact.phase.runs(decoded: decoded) else { continue }
            if change.part == .disabled {
                look.isDisabled = true
                continue
            }
            guard change.setsLook else { continue }
            if fact.phase == .viewLoading { loadedOnly.append(fact) } else { early = true }
            switch change.part {
            case .item: look.classSetsItem = look.classSetsItem ?? fact
            case .title: look.title = look.title.otherwise(.set(.unknown, at: fact))
            case .image:
                if case .notSet = look.image, let image = change.image {
                    look.image = .set(image, at: fact)
                    look.classImage = fact
                }
            case .selectedImage, .badge, .disabled: continue
            }
        }
        for titled in code.titles(inClass: className) where titled.phase.runs(decoded: decoded) {
            guard case .controllerTitleSet(let value) = titled.kind else { continue }
            if titled.phase == .viewLoading { loadedOnly.append(titled) } else { early = true }
            if case .notSet = look.title { look.title = .set(value, at: titled) }
        }
        if look.title.isSet || look.image.isSet || look.classSetsItem != nil, !early, tab.item.isEmpty, scene == nil {
            look.setOnlyOnceLoaded = loadedOnly.first
        }
        // Nothing set: known not set only for a plain UIKit controller, or an app class whose code TabLint read up to
        // one; any other class may set its item where TabLint does not look.
        if !isUIKitBase(className, depth: 0) {
            look.title = look.title.otherwise(.unknown(because: nil))
            look.image = look.image.otherwise(.unknown(because: nil))
        }
        return look
    }

    /// The restoration identifier the bar gets: where the code makes it (`tabs.restorationIdentifier = "Main"`), or
    /// in its class's own code (`restorationIdentifier = "Main"` in its `init` or `viewDidLoad`, implicit `self`).
    package var barRestorationIdentifier: String? {
        if let identifier = bar.restorationIdentifier { return identifier }
        guard let owner = bar.controllerClass, owner != "UITabBarController" else { return nil }
        let fact = code.facts(inClass: owner, where: Self.setsRestorationIdentifier).first
        guard case .restorationIdentifierSet(let value)? = fact?.kind else { return nil }
        return value ?? ""
    }

    /// The restoration identifier a tab gets: where it is made, or in its class's code; known not set only for a
    /// class TabLint found (or a plain UIKit one) that sets none.
    package func restorationIdentifier(of tab: CodeTab) -> Known<String> {
        if let identifier = tab.restorationIdentifier { return .set(identifier, at: nil) }
        guard tab.storyboardIdentifier == nil, let className = tab.className else { return .unknown(because: nil) }
        let facts = code.facts(inClass: className, where: Self.setsRestorationIdentifier)
        if let fact = facts.first(where: { Self.setsRestorationIdentifier($0.kind) }) {
            if case .restorationIdentifierSet(let value) = fact.kind { return .set(value ?? "", at: fact) }
        }
        // The classes it inherits up to UIKit's, each found and setting none.
        guard let chain = appClasses(from: className) else { return .unknown(because: nil) }
        for inherited in chain.dropFirst() {
            let facts = code.facts(inClass: inherited, where: Self.setsRestorationIdentifier)
            if let fact = facts.first(where: { Self.setsRestorationIdentifier($0.kind) }) { return .unknown(because: fact) }
        }
        return .notSet
    }

    /// `className` and the app classes it inherits, up to a plain UIKit controller (not included); nil when the chain
    /// reaches a class TabLint does not find, or is longer than four.
    private func appClasses(from className: String) -> [String]? {
        var chain: [String] = []
        var current = className
        while !Self.plainControllers.contains(current) {
            guard chain.count < 4, let declared = code.declaration(ofClass: current), case .classDeclared(let superclass?) = declared.kind
            else { return nil }
            chain.append(current)
            current = CodeFact.typeName(superclass)
        }
        return chain
    }

    private static func setsRestorationIdentifier(_ kind: CodeFactKind) -> Bool {
        if case .restorationIdentifierSet = kind { return true }
        return false
    }

    /// Whether the bar's code disables this tab's item by its index (`tabBar.items?[2].isEnabled = false`,
    /// `[self.tabBar.items[2] setEnabled:NO]`).
    private func isDisabledByTheBar(_ tab: CodeTab) -> Bool {
        let positions = Set(numbers(of: tab).map { $0 - 1 })
        return code.tabItemChanges.contains { fact in
            guard fact.file == site.file || (bar.controllerClass != nil && fact.enclosingType == bar.controllerClass),
                case .tabItemSet(let change) = fact.kind, change.part == .disabled, case .index(let index) = change.target
            else { return false }
            return positions.contains(index)
        }
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
    /// whose declarations TabLint has read, wherever they are): nothing but the app's own code can then give its tab
    /// an item. A class TabLint does not find (a framework's) may set anything.
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

/// What a tab of a code tab bar shows, as far as the code tells: each part set, known not set, or unknown.
package struct CodeTabLook: Sendable {
    /// Whether TabLint knows how the controller is made (a class, or the one storyboard scene of an identifier).
    package var isKnown: Bool
    /// The item's title, or the controller's `title` UIKit gives it.
    package var title: Known<TitleValue>
    package var image: Known<TabItemChange.Image>
    /// Where the creation site sets the image.
    package var imageRange: Range<Int>?
    /// Where the class's own code sets the image by name, when it does.
    package var classImage: CodeFact?
    /// Where the class's own code sets its whole item, when it does.
    package var classSetsItem: CodeFact?
    /// Where the class sets what the tab shows, when it does so only once its view loads (`viewDidLoad`): until the
    /// user first opens the tab, it shows the default item.
    package var setOnlyOnceLoaded: CodeFact?
    /// Whether the item is disabled (`tabBarItem.isEnabled = false`): the tab cannot be selected.
    package var isDisabled = false

    init(isKnown: Bool, title: Known<TitleValue>, image: Known<TabItemChange.Image>) {
        self.isKnown = isKnown
        self.title = title
        self.image = image
    }

    /// How sure "the tab shows neither a title nor an image" is: certain only when the code is known to set neither
    /// (and no item), uncertain where it may, refuted where it does.
    package var blank: AbsenceCertainty {
        guard isKnown, classSetsItem == nil else { return classSetsItem == nil ? .uncertain : .refuted }
        return AbsenceCertainty(absent: title).and(AbsenceCertainty(absent: image))
    }
}
