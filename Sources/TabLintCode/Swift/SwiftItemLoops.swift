import SwiftSyntax

/// Loops over a tab bar's items: `tabBar.items?.forEach { $0.image = … }`, `for item in tabBar.items ?? [] { … }`,
/// `tabBar.items?.enumerated().forEach { $0.element.title = … }`. The item a loop's variable holds is some tab's,
/// which one TabLint cannot tell.
enum SwiftItemLoops {
    /// Whether `base` (the tokens before `.image`, `.title`…) is the element of a loop over a tab bar's items that
    /// encloses `node`: a `for` loop's variable, or a closure's parameter (`$0`, `$0.element`, or a named one) passed
    /// to a method of the items.
    static func isItemOfLoop(_ base: [String], at node: some SyntaxProtocol) -> Bool {
        let name = base.first { $0 != "self" && $0 != "." } ?? ""
        guard !name.isEmpty, base.allSatisfy({ $0 == name || $0 == "." || $0 == "element" || $0 == "1" }) else { return false }
        var current = node.parent
        while let syntax = current {
            if let loop = syntax.as(ForStmtSyntax.self) {
                let variables = SwiftWords.words(loop.pattern).filter { $0 != "(" && $0 != ")" && $0 != "," }
                if variables.contains(name) { return namesItems(SwiftWords.words(loop.sequence)) }
            }
            if let closure = syntax.as(ClosureExprSyntax.self) {
                let parameters = closure.signature.map { SwiftWords.words($0) } ?? []
                if name.hasPrefix("$") || parameters.contains(name), let call = enclosingCall(of: closure) {
                    return namesItems(SwiftWords.words(call.calledExpression))
                }
                // A closure that does not bind the name: look further out.
            }
            if syntax.is(MemberBlockSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    /// The tokens name a tab bar's items (`tabBar.items`, `tabBarController?.tabBar.items`).
    private static func namesItems(_ words: [String]) -> Bool {
        words.contains("tabBar") && words.contains("items")
    }

    /// The call a closure is passed to, as a trailing closure or an argument.
    private static func enclosingCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        var current = closure.parent
        while let syntax = current {
            if let call = syntax.as(FunctionCallExprSyntax.self) { return call }
            guard syntax.is(LabeledExprSyntax.self) || syntax.is(LabeledExprListSyntax.self) else { return nil }
            current = syntax.parent
        }
        return nil
    }
}
