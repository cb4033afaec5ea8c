import TabLintSource

/// Decides from the tokens of an assignment's target or a message's receiver what it refers to. Shared by the Swift
/// and Objective-C readers; tokens are source tokens as text, string literal contents excluded.
enum TabTargets {
    /// Whether `base` (the expression before `.viewControllers`, or the receiver of `setViewControllers`) is a tab bar
    /// controller: not a navigation, split or page controller; `self` or nothing in a class named or derived from
    /// a `…TabBar…` type (a `PagerTabStripViewController`'s own `viewControllers` are no tabs); any expression naming a tab; or any other receiver in a function that mentions
    /// `TabBarController`.
    static func isTabBarController(base: [String], enclosingClass: [String], functionMentionsTabBarController: Bool) -> Bool {
        let text = base.joined().lowercased()
        if ["nav", "split", "page"].contains(where: { text.utf8.contains($0.utf8) }) { return false }
        if base.isEmpty || base == ["self"] {
            return enclosingClass.contains { $0.utf8.contains("TabBar".utf8) } && !enclosingClass.contains { $0.utf8.contains("Navigation".utf8) }
        }
        return text.utf8.contains("tab".utf8) || functionMentionsTabBarController
    }

    /// Whether `base` (the expression before `.title` or `.image`) is a tab bar item: it ends in `tabBarItem`, or
    /// it subscripts a tab bar's `items`.
    static func isTabBarItem(base: [String]) -> Bool {
        guard let last = base.last(where: { $0 != "?" && $0 != "!" && $0 != ")" }) else { return false }
        if last == "tabBarItem" { return true }
        return itemIndex(base: base) != nil || (base.contains("tabBar") && base.contains("items"))
    }

    /// The literal index in `tabBar.items[2]`, `tabBar.items?[2]` or `[tabBar.items objectAtIndex:2]`.
    static func itemIndex(base: [String]) -> Int? {
        guard let items = base.lastIndex(of: "items"), items > 0, base[..<items].contains("tabBar") else { return nil }
        for index in items + 1..<base.count where base[index] == "[" || base[index] == ":" {
            if index + 1 < base.count, let value = Int(base[index + 1]) { return value }
        }
        return nil
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
