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
        "image", "selectedImage",
    ]

    private func assigned(_ property: String, base: [String], value: [ExprSyntax], in node: SequenceExprSyntax) {
        let onSelf = base.isEmpty || base == ["self"]
        switch property {
        case "restorationIdentifier":
            add(.restorationIdentifierSet(value: value.count == 1 ? SwiftWords.literal(value[0]) : nil), node)
        case "restorationClass":
            add(.restorationClassSet, node)
        case "customizableViewControllers":
            add(.customizableViewControllersSet, node)
        case "viewControllers":
            if isTabBarController(base, at: node) { add(.tabsSetInCode, node) }
        case "tabBarItem":
            add(.tabBarItemSetInCode, node)
        case "title":
            if TabTargets.isTabBarItem(base: base) {
                add(.tabTitleSetInCode, node, detail: itemDetail(base, node))
            } else if onSelf, TabTargets.isController(classNames) {
                add(.controllerTitleSet, node)
            }
        case "image", "selectedImage":
            if TabTargets.isTabBarItem(base: base) { add(.tabImageSetInCode, node, detail: itemDetail(base, node)) }
        default:
            if onSelf, let key = appStorage[property] {
                let words = value.flatMap { SwiftWords.words($0) }
                persisted(words, key: key ?? property, at: node)
            }
        }
    }

    func isTabBarController(_ base: [String], at node: some SyntaxProtocol) -> Bool {
        let mentions = enclosingFunction(of: node).map { $0.description.utf8.contains("TabBarController".utf8) } ?? false
        return TabTargets.isTabBarController(base: base, enclosingClass: classNames, functionMentionsTabBarController: mentions)
    }

    func itemDetail(_ base: [String], _ node: some SyntaxProtocol) -> String? {
        guard let index = TabTargets.itemIndex(base: base) else { return nil }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return "tab \(index): " + source.excerpt(start..<node.endPositionBeforeTrailingTrivia.utf8Offset)
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
