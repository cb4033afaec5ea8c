import TabLintSource

/// Decides from the tokens of an assignment's target or a message's receiver what it refers to. Shared by the Swift
/// and Objective-C readers; tokens are source tokens as text, string literal contents excluded.
enum TabTargets {
    /// Whether `base` (the expression before `.viewControllers`, or the receiver of `setViewControllers`) is a tab bar
    /// controller: not a navigation, split or page controller; `self` or nothing in a class named or derived from
    /// a `…TabBar…` type, or a class whose superclass is a `…TabBarController` (a `PagerTabStripViewController`'s own
    /// `viewControllers` are no tabs); any expression naming a tab; or any other receiver in a function that mentions
    /// `TabBarController`.
    static func isTabBarController(base: [String], enclosingClass: [String], functionMentionsTabBarController: Bool) -> Bool {
        let text = base.joined().lowercased()
        if ["nav", "split", "page"].contains(where: { text.utf8.contains($0.utf8) }) { return false }
        if base.isEmpty || base == ["self"] {
            // A class that derives from a tab bar controller is one, whatever its name says.
            if enclosingClass.dropFirst().first?.hasSuffix("TabBarController") == true { return true }
            return enclosingClass.contains { $0.utf8.contains("TabBar".utf8) } && !enclosingClass.contains { $0.utf8.contains("Navigation".utf8) }
        }
        return text.utf8.contains("tab".utf8) || functionMentionsTabBarController
    }

    /// Whether `base` (the expression before `.title` or `.image`) is a tab bar item: it ends in `tabBarItem`, or
    /// it subscripts a tab bar's `items`.
    static func isTabBarItem(base: [String]) -> Bool {
        guard let last = base.last(where: { $0 != "?" && $0 != "!" && $0 != ")" }) else { return false }
        if last == "tabBarItem" { return true }
        return base.contains("tabBar") && base.contains("items")
    }

    /// Which tab the item expression `item` names: `tabBarItem` and `self.tabBarItem` the enclosing controller's
    /// own, `navigationController?.tabBarItem` its navigation controller's, `tabBar.items?[2]`,
    /// `viewControllers?[2].tabBarItem` and `[self.tabBar.items objectAtIndex:2]` a tab by index. `constant` gives
    /// the value of a subscript that is no integer literal (its tokens), when the file defines it.
    static func itemTarget(item: [String], constant: ([String]) -> Int?) -> TabItemChange.Target {
        var tokens = item.filter { !["?", "!", "(", ")"].contains($0) }
        if let cast = tokens.firstIndex(of: "as") {
            // `(viewControllers?[1] as? UINavigationController)?.tabBarItem`: the cast names no tab.
            let end = tokens[cast...].firstIndex(of: ".") ?? tokens.endIndex
            tokens.removeSubrange(cast..<end)
        }
        while tokens.first == "self" || tokens.first == "." { tokens.removeFirst() }
        if tokens == ["tabBarItem"] { return .own }
        if tokens == ["navigationController", ".", "tabBarItem"] { return .navigationController }
        for name in ["items", "viewControllers"] {
            guard name == "viewControllers" || tokens.contains("tabBar"), let index = tokens.firstIndex(of: name) else { continue }
            if let indexTokens = subscriptTokens(after: name, in: tokens) {
                if indexTokens.count == 1, let value = Int(indexTokens[0]) { return .index(value) }
                return constant(indexTokens).map(TabItemChange.Target.index) ?? .someTab
            }
            if index + 2 < tokens.count, tokens[index + 1] == ".", tokens[index + 2] == "first" { return .index(0) }
        }
        let barWords: Set<String> = ["tabBar", "items", "viewControllers", "tabBarController", "selectedViewController", "selectedItem"]
        return tokens.contains(where: barWords.contains) ? .someTab : .other
    }

    /// Which tab a value takes from a tab bar controller by position, from its tokens: `tabs.viewControllers?[2]`
    /// (`as? T` after it or not), `viewControllers.first`; `.index` for a position `constant` works out, `.someTab`
    /// for another one, nil when the value is not taken so.
    static func tabTaken(by value: [String], constant: ([String]) -> Int?) -> TabItemChange.Target? {
        let tokens = value.filter { $0 != "?" && $0 != "!" && $0 != "(" && $0 != ")" }
        guard let at = tokens.lastIndex(of: "viewControllers") else { return nil }
        if let position = subscriptTokens(after: "viewControllers", in: tokens) {
            return constant(position).map(TabItemChange.Target.index)
                ?? (position.count == 1 ? Int(position[0]).map(TabItemChange.Target.index) : nil) ?? .someTab
        }
        let rest = tokens[(at + 1)...].filter { $0 != "." }
        switch rest.first {
        case "first", "firstObject": return .index(0)
        case "last", "lastObject": return .someTab
        default: return nil
        }
    }

    /// The tokens of the subscript right after `name`: `name[…]`, or ObjC's `[name objectAtIndex:…]`.
    static func subscriptTokens(after name: String, in tokens: [String]) -> [String]? {
        guard let at = tokens.lastIndex(of: name) else { return nil }
        var start = at + 1
        if start < tokens.count, tokens[start] == "[" {
            start += 1
        } else if start + 1 < tokens.count, ["objectAtIndex", "objectAtIndexedSubscript"].contains(tokens[start]), tokens[start + 1] == ":" {
            start += 2
        } else {
            return nil
        }
        var depth = 0
        var end = start
        while end < tokens.count {
            if tokens[end] == "[" { depth += 1 }
            if tokens[end] == "]" {
                if depth == 0 { break }
                depth -= 1
            }
            end += 1
        }
        return end > start ? Array(tokens[start..<end]) : nil
    }

    /// Whether `base.addSubview(…)` puts a view over a tab bar: the bar itself (`tabBar`, `self.tabBar`), or the view
    /// of a tab bar controller (`view`, `self.view` in a class that derives from a `…TabBarController`).
    static func isViewOverTabBar(_ base: [String], classNames: [String]) -> Bool {
        let tokens = base.filter { $0 != "?" && $0 != "!" && $0 != "." && $0 != "self" }
        if tokens == ["tabBar"] { return true }
        return tokens == ["view"] && classNames.dropFirst().first?.hasSuffix("TabBarController") == true
    }

    /// The drawing `base.backgroundImage = …` makes, when `base` is a tab bar: one controller's (`tabBar`,
    /// `tabBarController?.tabBar`) or every bar's (`UITabBar.appearance()`).
    static func backgroundImageDrawing(_ base: [String]) -> TabBarDrawing? {
        guard let last = base.last(where: { $0 != "?" && $0 != "!" && $0 != ")" && $0 != "(" && $0 != "." }) else { return nil }
        if base.contains("UITabBar") && base.contains("appearance") { return .backgroundImage(everyBar: true) }
        return last == "tabBar" ? .backgroundImage(everyBar: false) : nil
    }

    /// Whether a class with these names (its own and its superclass's) is a view controller.
    static func isController(_ names: [String]) -> Bool {
        names.contains { $0.hasSuffix("Controller") || $0.hasSuffix("ViewController") }
    }

    /// Whether a receiver or base refers to user defaults.
    static func isUserDefaults(_ tokens: [String]) -> Bool {
        tokens.contains { $0.contains("UserDefaults") || $0.lowercased().contains("defaults") }
    }
}
