import SwiftSyntax

/// How an image assigned in Swift is made.
enum SwiftImages {
    /// `UIImage(named: "name")` (however wrapped: `?.withRenderingMode(…)`), `UIImage(imageLiteralResourceName:)`
    /// and `#imageLiteral(resourceName:)` by name; anything else is made in code.
    /// `bind` gives what a name stands for (a helper's parameter: the caller's argument).
    static func image(of value: [ExprSyntax], bind: (ExprSyntax) -> ExprSyntax = { $0 }) -> TabItemChange.Image {
        if value.count == 1, value[0].is(NilLiteralExprSyntax.self) { return .removed }
        for expression in value {
            for node in [Syntax(expression)] + Array(expression.tokens(viewMode: .sourceAccurate).compactMap(\.parent)) {
                if let call = node.as(FunctionCallExprSyntax.self), let name = named(call, bind: bind) { return .named(name) }
                if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "imageLiteral",
                    let name = SwiftWords.literal(macro.arguments.first?.expression)
                {
                    return .named(name)
                }
            }
        }
        return .made
    }

    private static func named(_ call: FunctionCallExprSyntax, bind: (ExprSyntax) -> ExprSyntax) -> String? {
        var callee = call.calledExpression.trimmedDescription
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        guard callee == "UIImage" || callee == "NSImage", let first = call.arguments.first,
            ["named", "imageLiteralResourceName"].contains(first.label?.text)
        else { return nil }
        return SwiftWords.literal(bind(first.expression))
    }
}
