import TabLintSource

extension ObjCFactFinder {
    /// Facts from one message send.
    mutating func send(_ message: ObjCMessage, in method: ObjCMethod?) {
        let receiver = Array(words[message.receiver])
        let type = structure.enclosingType[message.open]
        let whole = range(message.open..<message.close + 1)
        let first = message.parts.first
        let argument = first?.argument ?? 0..<0
        if let property = Self.property(setBy: message.selector) {
            propertySet(property, on: receiver, to: argument, anchor: whole, at: message.open, in: method)
            return
        }
        switch message.selector {
        case "storyboardWithName:bundle:":
            if receiver == ["UIStoryboard"] || receiver == ["NSStoryboard"], let name = literal(argument) {
                facts.append(source.fact(.storyboardInstantiated(name: name), at: whole, in: type, phase: phase(of: method)))
            }
        case "instantiateViewControllerWithIdentifier:", "instantiateControllerWithIdentifier:":
            if let identifier = literal(argument) {
                facts.append(source.fact(.controllerInstantiated(identifier: identifier), at: whole, in: type, phase: phase(of: method)))
            }
        case "addChildViewController:":
            // On a tab bar controller, a tab after the others. Every controller has this method, so `self` must
            // inherit a `…TabBarController` (a container named so may derive from `UIViewController`).
            let inherits = receiver != ["self"] || classNames(at: message.open).dropFirst().contains { $0.hasSuffix("TabBarController") }
            if inherits, isTabBarController(base: receiver, at: message.open, in: method) {
                facts.append(source.fact(.tabsSetInCode, at: whole, in: type, phase: phase(of: method)))
                if let method, let bar = ObjCTabBars(finder: self, method: method).bar(addingChildrenAt: message, base: receiver) {
                    facts.append(source.fact(.tabBarBuilt(bar), at: whole, in: type, phase: phase(of: method)))
                }
            }
        case "setValue:forKey:" where message.argument("forKey").flatMap(literal) == "tabBar":
            facts.append(source.fact(.tabBarDrawn(.barClass), at: whole, in: type, phase: phase(of: method)))
        case "addSubview:", "insertSubview:atIndex:", "insertSubview:aboveSubview:":
            if TabTargets.isViewOverTabBar(receiver, classNames: classNames(at: message.open)) {
                facts.append(source.fact(.tabBarDrawn(.viewOverBar), at: whole, in: type, phase: phase(of: method)))
            }
        case "setObject:forKey:", "setValue:forKey:", "setInteger:forKey:":
            if TabTargets.isUserDefaults(receiver), let key = message.argument("forKey") {
                persisted(argument, key: literal(key) ?? words[key].joined(), anchor: whole, in: method, type: type)
            }
        default: break
        }
    }

    /// A defaults write of the value at `value`: its tokens, with those of the statements that define the local
    /// variables it names (transitively), decide the fact.
    private mutating func persisted(_ value: Range<Int>, key: String?, anchor: Range<Int>, in method: ObjCMethod?, type: String?) {
        var signals = KeyEvidence.FunctionSignals()
        if let selector = method?.selector {
            signals.isDidSelect = selector.utf8.contains("didSelectViewController".utf8) || selector.utf8.contains("didSelectItem".utf8)
            signals.isDidEndCustomizing = selector.utf8.contains("didEndCustomizing".utf8)
        }
        let direct = Array(words[value])
        let expanded = method.map { expand(value, in: $0) } ?? direct
        for kind in KeyEvidence.persistence(value: expanded, direct: direct, key: key, function: signals) {
            facts.append(source.fact(kind, at: anchor, in: type, phase: phase(of: method)))
        }
    }

    /// The value's words and those of every statement in the method that assigns, fills (`addObject:`,
    /// `insertObject:atIndex:`, `addObjectsFromArray:`) or iterates into a local variable the value names.
    func expand(_ value: Range<Int>, in method: ObjCMethod) -> [String] {
        let statements = statements(in: method)
        var result = Array(words[value])
        var pending = localNames(in: value)
        var seen = Set(pending)
        var used = Set<Int>()
        while let name = pending.popLast() {
            for (number, statement) in statements.enumerated() where !used.contains(number) && defines(name, statement) {
                used.insert(number)
                result += words[statement]
                for other in localNames(in: statement) where !seen.contains(other) {
                    seen.insert(other)
                    pending.append(other)
                }
            }
        }
        return result
    }

    /// Identifiers that could be local variables: not after `.`, not before `:`.
    private func localNames(in range: Range<Int>) -> [String] {
        range.compactMap { index in
            let token = tokens[index]
            guard token.kind == .identifier else { return nil }
            if index > 0, tokens[index - 1].isPunctuation(".") { return nil }
            if index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") { return nil }
            return token.text
        }
    }

    /// Whether a statement assigns `name`, sends it a filling message, or iterates with it (`for (T *name in …)`).
    private func defines(_ name: String, _ statement: Range<Int>) -> Bool {
        for index in statement where tokens[index].isIdentifier(name) {
            let next = index + 1 < statement.upperBound ? tokens[index + 1] : nil
            if let next, next.isPunctuation("="), index + 2 < tokens.count, !tokens[index + 2].isPunctuation("=") { return true }
            if index > statement.lowerBound, tokens[index - 1].isPunctuation("["), let next,
                ["addObject", "insertObject", "addObjectsFromArray"].contains(next.text)
            {
                return true
            }
            if let next, next.isIdentifier("in"), tokens[statement.lowerBound].isIdentifier("for") { return true }
        }
        return false
    }

    /// The method body's statements, split at `;`, `{` and `}`.
    private func statements(in method: ObjCMethod) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = method.body.lowerBound + 1
        for index in method.body where index >= start {
            let token = tokens[index]
            if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") {
                if index > start { result.append(start..<index) }
                start = index + 1
            }
        }
        return result
    }
}
