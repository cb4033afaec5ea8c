import TabLintCode
import TabLintGraph

/// What the app's code changes on the items of one tab bar, tab by tab (`Docs/Rules.md`, "The tab bar users see").
///
/// A change belongs to a tab when it is in the code of the tab's controller or of its navigation root (their own
/// item, their navigation controller's, or another they hold), or names the tab's index from the code of the tab
/// bar controller's class or of one of its tabs. A change TabLint cannot tie to a tab (a loop over the controllers, an
/// index it cannot work out, any index named from other code) leaves the bar uncertain: then rules that judge what
/// the tabs show say no more than an info.
///
/// Made once per bar, before the rule knows whether it has a finding there: the code is read at the first question,
/// so an app's code is read only for a bar with a finding to weigh.
package final class TabItemEvidence {
    private let bar: TabBar
    private let context: LintContext
    private lazy var changes: (byTab: [Int: [CodeFact]], untied: [CodeFact]) = Self.read(bar, context)

    package init(_ bar: TabBar, _ context: LintContext) {
        self.bar = bar
        self.context = context
    }

    /// The code's changes to `bar`'s items, by tab, and those TabLint cannot tie to one tab.
    private static func read(_ bar: TabBar, _ context: LintContext) -> (byTab: [Int: [CodeFact]], untied: [CodeFact]) {
        var byTab: [Int: [CodeFact]] = [:]
        var untied: [CodeFact] = []
        let code = context.code
        guard code.hasCode else { return ([:], []) }
        func typeName(_ owner: ResolvedController?) -> String? { owner?.controller.customClass.map { CodeFact.typeName($0.value) } }
        let container = typeName(bar.controller)
        var tabsOfClass: [String: [Int]] = [:]
        for tab in bar.tabs {
            for owner in [tab.target, tab.navigationRoot] {
                if let name = typeName(owner) { tabsOfClass[name, default: []].append(tab.index) }
            }
        }
        for fact in code.tabItemChanges {
            // The tabs and the bar of a storyboard are decoded: the initializers of controllers made in code never run.
            guard case .tabItemSet(let change) = fact.kind, let type = fact.enclosingType, fact.phase.runs(decoded: true) else { continue }
            let tabs = tabsOfClass[type]
            switch change.target {
            case .index(let index) where tabs != nil || type == container || holds(change.bar, bar, context):
                byTab[index, default: []].append(fact)
            case .index, .someTab: untied.append(fact)
            case .own, .navigationController, .other:
                if let tabs {
                    for tab in tabs { byTab[tab, default: []].append(fact) }
                } else if change.target == .other, type == container {
                    untied.append(fact)
                }
            }
        }
        return (byTab, untied)
    }

    /// Whether code that names a tab by index holds this bar: the window's root controller when the bar is the
    /// initial controller of a storyboard an Info.plist of its bundles names, or the controller a storyboard makes by
    /// the bar's own storyboard identifier.
    private static func holds(_ hint: TabItemChange.BarHint?, _ bar: TabBar, _ context: LintContext) -> Bool {
        let document = bar.controller.document
        let controller = bar.controller.controller
        switch hint {
        case .rootViewController?:
            return document.initialViewController?.value == controller.id
                && context.workspace.bundles(of: document.source).contains { bundle in
                    bundle.infoPlists.contains { ($0.mainStoryboards + $0.sceneStoryboards).contains(document.source.baseName) }
                }
        case .storyboardIdentifier(let identifier)?:
            return controller.storyboardIdentifier?.value == identifier
        case nil:
            return false
        }
    }

    /// The first change to `tab`'s item that `matches`.
    package func change(to tab: Tab, _ matches: (TabItemChange) -> Bool) -> CodeFact? {
        first(in: changes.byTab[tab.index] ?? [], matches)
    }

    /// Every change to `tab`'s item that `matches`, each once, in the order found.
    package func changes(to tab: Tab, _ matches: (TabItemChange) -> Bool) -> [CodeFact] {
        var seen = Set<CodeFact>()
        return (changes.byTab[tab.index] ?? []).filter { fact in
            guard case .tabItemSet(let change) = fact.kind, matches(change) else { return false }
            return seen.insert(fact).inserted
        }
    }

    /// Where the code gives `tab` its look only once the tab's view loads (`viewDidLoad`, `viewWillAppear`…): every
    /// change to the tab's item that `matches` is in such a method. Nil when one runs earlier, or none does.
    package func changeOnlyOnceLoaded(to tab: Tab, _ matches: (TabItemChange) -> Bool) -> CodeFact? {
        let facts = changes(to: tab, matches)
        guard let first = facts.first, facts.allSatisfy({ $0.phase == .viewLoading }) else { return nil }
        return first
    }

    /// The first change that `matches` which TabLint cannot tie to one tab of the bar.
    package func untiedChange(_ matches: (TabItemChange) -> Bool) -> CodeFact? {
        first(in: changes.untied, matches)
    }

    private func first(in facts: [CodeFact], _ matches: (TabItemChange) -> Bool) -> CodeFact? {
        for fact in facts {
            if case .tabItemSet(let change) = fact.kind, matches(change) { return fact }
        }
        return nil
    }
}

extension Diagnostic {
    /// This finding on a bar whose code changes items TabLint cannot tie to a tab: an info at most, citing the
    /// change.
    package func uncertain(because fact: CodeFact, _ context: LintContext) -> Diagnostic {
        var lowered = adding(related: context.note("The code changes tab items TabLint cannot tie to one tab", fact))
        lowered.severity = .info
        return lowered
    }
}
