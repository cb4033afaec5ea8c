extension ObjCFactFinder {
    /// Which tab a local variable holds when the method takes it from a tab bar controller by position:
    /// `UIViewController *home = [tabs.viewControllers objectAtIndex:kHomeTab];`, `tabs.viewControllers[2]`,
    /// `tabs.viewControllers.firstObject`. `.index` for a position the file defines, `.someTab` for another one, nil
    /// when the local is not taken so.
    func tabHeld(by name: String, before index: Int, in method: ObjCMethod) -> TabItemChange.Target? {
        guard let value = definition(of: name, before: index, in: method) else { return nil }
        let written = Array(words[value])
        guard let at = written.lastIndex(of: "viewControllers") else { return nil }
        if let position = TabTargets.subscriptTokens(after: "viewControllers", in: written) {
            return constants.value(ofTokens: position).map(TabItemChange.Target.index) ?? .someTab
        }
        let rest = written[(at + 1)...].filter { $0 != "." && $0 != "]" }
        switch rest.first {
        case "firstObject": return .index(0)
        case "lastObject": return .someTab
        default: return nil
        }
    }

    /// The tab bar controller an item expression reaches through the method's locals, when the code says which: the
    /// window's root controller, or one a storyboard makes by identifier (followed two locals deep:
    /// `tabs = [storyboard instantiateViewControllerWithIdentifier:@"Tabs"]`, `home = [tabs.viewControllers
    /// objectAtIndex:0]`, `home.tabBarItem…`).
    func barHeld(by item: [String], before index: Int, in method: ObjCMethod?) -> TabItemChange.BarHint? {
        guard let method, var local = item.first, local != "self" else { return nil }
        for _ in 0..<2 {
            guard let value = definition(of: local, before: index, in: method) else { return nil }
            let written = Array(words[value])
            if written.contains("rootViewController") { return .rootViewController }
            if let at = value.first(where: { tokens[$0].isIdentifier("instantiateViewControllerWithIdentifier") }),
                at + 2 < value.upperBound, tokens[at + 1].isPunctuation(":"), let identifier = literal(at + 2..<at + 3)
            {
                return .storyboardIdentifier(identifier)
            }
            guard let held = written.firstIndex(of: "viewControllers"), held >= 2, written[held - 1] == "." else { return nil }
            local = written[held - 2]
        }
        return nil
    }

    /// The value the method last gives `name` before token `index`: `T *name = value;` or `name = value;`.
    private func definition(of name: String, before index: Int, in method: ObjCMethod) -> Range<Int>? {
        var found: Range<Int>?
        var position = method.body.lowerBound
        while position < min(index, method.body.upperBound) {
            defer { position += 1 }
            guard tokens[position].isIdentifier(name), position + 2 < tokens.count, tokens[position + 1].isPunctuation("="),
                !tokens[position + 2].isPunctuation("="), !tokens[position - 1].isPunctuation(".")
            else { continue }
            found = position + 2..<expressionEnd(from: position + 2)
        }
        return found
    }
}
