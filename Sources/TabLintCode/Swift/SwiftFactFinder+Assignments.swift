import SwiftSyntax
import TabLintSource

extension SwiftFactFinder {
    /// `target = value` (the parser leaves sequences unfolded: `[target, =, value…]`).
    func assignment(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0]
        let value = Array(elements[2...])
        let property: String
        let base: [String]
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            property = reference.baseName.text
            base = []
            guard Self.properties.contains(property) || appStorage[property] != nil, !isLocal(property, at: node) else {
                return .visitChildren
            }
        } else if let member = target.as(MemberAccessExprSyntax.self) {
            property = member.declName.baseName.text
            guard Self.properties.contains(property) || appStorage[property] != nil else { return .visitChildren }
            base = member.base.map { SwiftWords.words($0) } ?? []
        } else {
            return .visitChildren
        }
        assigned(property, base: base, value: value, in: node)
        return .visitChildren
    }

    /// The properties whose assignment can be a fact (besides `@AppStorage` properties).
    static let properties: Set<String> = [
        "restorationIdentifier", "restorationClass", "customizableViewControllers", "viewControllers", "tabBarItem", "title",
        "image", "selectedImage", "badgeValue", "selectedIndex", "isEnabled", "backgroundImage", "hidesBottomBarWhenPushed",
    ]

    private func assigned(_ property: String, base: [String], value: [ExprSyntax], in node: SequenceExprSyntax) {
        let onSelf = base.isEmpty || base == ["self"] || base == ["self", "?"] || base == ["self", "!"]
        switch property {
        case "restorationIdentifier":
            add(.restorationIdentifierSet(value: value.count == 1 ? SwiftWords.literal(value[0]) : nil), node)
        case "restorationClass":
            add(.restorationClassSet, node)
        case "customizableViewControllers":
            let emptied = value.count == 1 && (value[0].is(NilLiteralExprSyntax.self) || value[0].as(ArrayExprSyntax.self)?.elements.isEmpty == true)
            add(.customizableViewControllersSet(emptied: emptied), node)
        case "selectedIndex":
            if isTabBarController(base, at: node), let picked = selectedIndexValue(value, at: node) { add(.selectedIndexSet(picked), node) }
        case "viewControllers":
            if isTabBarController(base, at: node) {
                add(.tabsSetInCode, node)
                if value.count == 1 { built(list: value[0], receiver: base, at: node) }
            }
        case "tabBarItem":
            let item = base.isEmpty ? ["tabBarItem"] : base + [".", "tabBarItem"]
            let change = TabItemChange(part: .item, target: itemTarget(item, at: node), title: SwiftTitles.itemTitle(of: value))
            add(.tabItemSet(change.holding(barHeld(item, at: node))), node)
        case "hidesBottomBarWhenPushed":
            if onSelf, value.count == 1, value[0].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
                add(.hidesBottomBarSet, node)
            }
        case "backgroundImage":
            if let drawing = TabTargets.backgroundImageDrawing(base) { add(.tabBarDrawn(drawing), node) }
        case "isEnabled":
            let disabled = value.count == 1 && value[0].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            if disabled, TabTargets.isTabBarItem(base: base) {
                add(.tabItemSet(TabItemChange(part: .disabled, target: itemTarget(base))), node)
            }
        case "title", "image", "selectedImage", "badgeValue":
            if TabTargets.isTabBarItem(base: base), let part = TabItemChange.Part(itemProperty: property) {
                let image = part.isImage ? SwiftImages.image(of: value) : nil
                let title = part == .title ? SwiftTitles.title(of: value) : nil
                let change = TabItemChange(part: part, target: itemTarget(base, at: node), image: image, title: title)
                add(.tabItemSet(change.holding(barHeld(base, at: node))), node)
            } else if !base.isEmpty, let part = TabItemChange.Part(itemProperty: property),
                SwiftItemLoops.isItemOfLoop(base, at: node) || isTakenFromTheBarsItems(base, at: node)
            {
                let image = part.isImage ? SwiftImages.image(of: value) : nil
                add(.tabItemSet(TabItemChange(part: part, target: .someTab, image: image)), node)
            } else if property == "title", onSelf || base == ["super"], TabTargets.isController(classNames), !isTitleSetAgain(after: node) {
                add(.controllerTitleSet(SwiftTitles.title(of: value)), node)
            }
        default:
            if onSelf, let key = appStorage[property] {
                let words = value.flatMap { SwiftWords.words($0) }
                persisted(words, key: key ?? property, at: node)
            }
        }
    }

    /// The tab bar `receiver.viewControllers = list` builds, as far as the function around it tells.
    func built(list: ExprSyntax, receiver: [String], at node: some SyntaxProtocol) {
        guard !isTestFile, let scope = enclosingScope(of: node) else { return }
        let tabBars = SwiftTabBars(source: source, scope: scope)
        var bar = tabBars.bar(list: list, receiver: receiver, classNames: classNames)
        if bar.controllerClass != nil { bar.itemsMade = tabBars.itemsMade() }
        add(.tabBarBuilt(bar), node)
    }

    /// `receiver.addChild(_:)` (`receiver` empty for `self`): on a tab bar controller it adds a tab, so the tabs are
    /// set in code, and the calls of the function around `node` build a bar, reported at the first of them.
    /// `addChild` is every controller's, so the receiver must be known to be a `UITabBarController` by more than its
    /// own class's name (a container named `…TabBarController` may derive from `UIViewController`).
    func childAdded(receiver: [String], at node: FunctionCallExprSyntax) {
        let receiver = receiver == ["self"] ? [] : receiver
        // `self` is judged by its class alone, before the function's statements are collected for it.
        if receiver.isEmpty, !SwiftTabBars.inheritsTabBarController(classNames) { return }
        guard let scope = enclosingScope(of: node) else { return }
        let tabBars = SwiftTabBars(source: source, scope: scope)
        guard receiver.isEmpty || tabBars.isTabBarControllerAddingChildren(receiver, classNames: classNames) else { return }
        add(.tabsSetInCode, node)
        guard !isTestFile, tabBars.firstChildAdded(to: receiver)?.id == Syntax(node).id else { return }
        add(.tabBarBuilt(tabBars.bar(addingChildrenTo: receiver, classNames: classNames)), node)
    }

    /// The function, initializer, accessor or closure around `node`.
    func enclosingScope(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) { return syntax }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) || syntax.is(AccessorDeclSyntax.self) {
                return syntax
            }
            if syntax.is(MemberBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// Whether a later statement of the same block sets the controller's `title` again (`title = ""` then
    /// `title = NSLocalizedString(…)`): only the last one of a straight run takes effect.
    private func isTitleSetAgain(after node: SequenceExprSyntax) -> Bool {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else {
            return false
        }
        var after = false
        for statement in list {
            if statement.id == item.id {
                after = true
                continue
            }
            guard after, let sequence = statement.item.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            let target = SwiftWords.words(elements[0])
            if target == ["title"] || target == ["self", ".", "title"] { return true }
        }
        return false
    }

    func isTabBarController(_ base: [String], at node: some SyntaxProtocol) -> Bool {
        let mentions = enclosingFunction(of: node).map(mentionsTabBarController) ?? false
        return TabTargets.isTabBarController(base: base, enclosingClass: classNames, functionMentionsTabBarController: mentions)
    }

    /// Whether the source text of `function` (trivia included) spells `TabBarController`.
    private func mentionsTabBarController(_ function: Syntax) -> Bool {
        let range = function.position.utf8Offset..<function.endPosition.utf8Offset
        return source.bytes.withUnsafeBytes { all in
            ByteSearch.contains(Self.tabBarControllerWord, in: UnsafeRawBufferPointer(rebasing: all[range.clamped(to: 0..<all.count)]))
        }
    }

    private static let tabBarControllerWord = ByteSearch.Needle("TabBarController")

    /// Whether `base` is a local the function takes from a tab bar's items, directly or through other locals
    /// (`if let items = tabBar.items { for item in items { item.title = … } }`, `let item = items[i]`): some tab's item.
    private func isTakenFromTheBarsItems(_ base: [String], at node: some SyntaxProtocol) -> Bool {
        guard let local = base.first, local != "self", base.allSatisfy({ $0 == local || $0 == "?" || $0 == "!" }),
            let function = enclosingFunction(of: node)
        else { return false }
        let definitions = SwiftDefinitions.collect(in: function)
        guard definitions.declaredNames.contains(local) else { return false }
        let words = definitions.expand([local])
        return words.contains("tabBar") && words.contains("items")
    }

    /// The tab bar controller an item expression reaches, when the function takes it from the window's root
    /// (`if let tabs = window?.rootViewController as? UITabBarController`, then `tabs.tabBar.items?[0]…`).
    func barHeld(_ item: [String], at node: some SyntaxProtocol) -> TabItemChange.BarHint? {
        guard let local = item.first, local != "self", let function = enclosingFunction(of: node) else { return nil }
        let definitions = SwiftDefinitions.collect(in: function)
        guard definitions.declaredNames.contains(local) else { return nil }
        return definitions.expand([local]).contains("rootViewController") ? .rootViewController : nil
    }

    /// Which tab an item expression names, with the file's integer constants for subscripts.
    func itemTarget(_ item: [String]) -> TabItemChange.Target {
        TabTargets.itemTarget(item: item, constant: { intConstants.value(of: $0) })
    }

    /// Which tab an item expression names, also through a local the function took from a tab bar controller by
    /// position (`guard let social = viewControllers?[1] as? SocialViewController`, then `social.tabBarItem…`).
    func itemTarget(_ item: [String], at node: some SyntaxProtocol) -> TabItemChange.Target {
        let target = itemTarget(item)
        guard target == .other, let local = item.first, local != "self", let function = enclosingFunction(of: node),
            let value = SwiftDefinitions.collect(in: function).onlyDefinition(of: local)
        else { return target }
        return TabTargets.tabTaken(by: value, constant: { intConstants.value(of: $0) }) ?? target
    }

    /// What `selectedIndex = value` picks: a stored index (the value, or the locals it names, read user defaults), a
    /// fixed one (an integer literal or a constant of the file), or nothing TabLint records.
    private func selectedIndexValue(_ value: [ExprSyntax], at node: some SyntaxProtocol) -> SelectedIndexValue? {
        let words = value.flatMap { SwiftWords.words($0) }
        let expanded = enclosingFunction(of: node).map { SwiftDefinitions.collect(in: $0).expand(words) } ?? words
        if TabTargets.isUserDefaults(expanded) || expanded.contains(where: { $0.hasSuffix("Storage") }) { return .stored }
        if words.count == 1, let literal = Int(words[0]) { return .fixed(literal) }
        if let constant = intConstants.value(of: words) { return .fixed(constant) }
        // `Tab.home.rawValue`, `TabIndex.settings`: a named position whose value the file does not define.
        if words.last == "rawValue" || (words.count == 3 && words[1] == "." && words[0].first?.isUppercase == true) { return .fixed(nil) }
        return nil
    }

    /// The function, initializer or accessor around `node`.
    func enclosingFunction(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) || syntax.is(AccessorDeclSyntax.self)
                || syntax.is(DeinitializerDeclSyntax.self)
            {
                return syntax
            }
            if syntax.is(MemberBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// Whether `name` is declared in the enclosing function (a parameter or local), so `name = …` is no property.
    private func isLocal(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard let function = enclosingFunction(of: node) else { return false }
        if let decl = function.as(FunctionDeclSyntax.self),
            decl.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
        {
            return true
        }
        return SwiftDefinitions.collect(in: function).declaredNames.contains(name)
    }
}
