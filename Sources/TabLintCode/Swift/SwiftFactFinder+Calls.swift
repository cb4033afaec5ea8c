import SwiftSyntax

extension SwiftFactFinder {
    func call(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        let first = arguments.first
        // The callee's text only for a call whose first argument is `name:` (it is read for every call).
        if first?.label?.text == "name", ["UIStoryboard", "NSStoryboard"].contains(Self.callee(of: node)),
            let name = SwiftWords.literal(first?.expression)
        {
            add(.storyboardInstantiated(name: name), node)
            return .visitChildren
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else {
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                reference.baseName.text == "setViewControllers", isTabBarController([], at: node)
            {
                add(.tabsSetInCode, node)
                if let list = first?.expression { built(list: list, receiver: [], at: node) }
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                SwiftTabBars.addsChild(reference.baseName.text), arguments.count == 1
            {
                childAdded(receiver: [], at: node)
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "setValue",
                arguments.contains(where: { $0.label?.text == "forKey" && SwiftWords.literal($0.expression) == "tabBar" })
            {
                add(.tabBarDrawn(.barClass), node)
            }
            return .visitChildren
        }
        let base = member.base.map { SwiftWords.words($0) } ?? []
        switch member.declName.baseName.text {
        case let name where SwiftTabBars.addsChild(name) && arguments.count == 1:
            childAdded(receiver: base, at: node)
        case "instantiateViewController", "instantiateController":
            if let argument = arguments.first(where: { ["withIdentifier", "identifier"].contains($0.label?.text) }),
                let identifier = SwiftWords.literal(argument.expression)
            {
                add(.controllerInstantiated(identifier: identifier), node)
            }
        case "insert", "append", "remove", "removeLast", "removeFirst", "removeAll", "swapAt":
            // `viewControllers?.insert(…)`, `viewControllers!.append(…)`: the tab list changes in code.
            if let last = base.last(where: { $0 != "?" && $0 != "!" }), last == "viewControllers" {
                var receiver = Array(base.prefix { $0 != "viewControllers" })
                if receiver.last == "." { receiver.removeLast() }
                if isTabBarController(receiver, at: node) { add(.tabsSetInCode, node) }
            }
        case "setViewControllers":
            if !arguments.contains(where: { $0.label?.text == "direction" }), isTabBarController(base, at: node) {
                add(.tabsSetInCode, node)
                if let list = first?.expression { built(list: list, receiver: base, at: node) }
            }
        case "setValue" where arguments.contains { $0.label?.text == "forKey" && SwiftWords.literal($0.expression) == "tabBar" }:
            add(.tabBarDrawn(.barClass), node)
        case "addSubview", "insertSubview":
            if TabTargets.isViewOverTabBar(base, classNames: classNames) { add(.tabBarDrawn(.viewOverBar), node) }
        case "set", "setValue":
            if TabTargets.isUserDefaults(base), let value = first, let key = arguments.first(where: { $0.label?.text == "forKey" }) {
                let keyText = SwiftWords.literal(key.expression) ?? key.expression.trimmedDescription
                persisted(SwiftWords.words(value.expression), key: keyText, at: node)
            }
        default: break
        }
        return .visitChildren
    }

    /// The called type or function as written, without `.init`: `UIStoryboard` for `UIStoryboard.init(…)`.
    static func callee(of node: FunctionCallExprSyntax) -> String {
        var callee = node.calledExpression.trimmedDescription
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        return callee
    }

    /// A user-defaults write of a value with these words.
    func persisted(_ words: [String], key: String?, at node: some SyntaxProtocol) {
        var signals = KeyEvidence.FunctionSignals()
        let function = enclosingFunction(of: node)
        if let decl = function?.as(FunctionDeclSyntax.self) {
            let labels = decl.signature.parameterClause.parameters.map(\.firstName.text)
            signals.isDidSelect = labels.contains("didSelect")
            signals.isDidEndCustomizing = labels.contains("didEndCustomizing")
        }
        let expanded = function.map { SwiftDefinitions.collect(in: $0).expand(words) } ?? words
        for kind in KeyEvidence.persistence(value: expanded, direct: words, key: key, function: signals) {
            add(kind, node)
        }
    }
}
