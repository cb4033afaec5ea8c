import SwiftSyntax

/// What a title assigned in Swift is.
enum SwiftTitles {
    /// `"History"` is a literal; `NSLocalizedString("History", …)`, `String(localized: "History")` and
    /// `"History".localized` (or `.localized()`, any member named `localized…`) are localized by that key; anything
    /// else, an interpolation included, is unknown.
    static func title(of value: [ExprSyntax]) -> TitleValue {
        guard value.count == 1 else { return .unknown }
        let expression = value[0]
        if let literal = SwiftWords.literal(expression) { return .literal(literal) }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            let text = string.segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? "…" }.joined()
            return .formatted(text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            var callee = call.calledExpression.trimmedDescription
            if callee.hasSuffix(".init") { callee.removeLast(5) }
            let first = call.arguments.first
            if callee == "NSLocalizedString", first?.label == nil, let key = SwiftWords.literal(first?.expression) {
                return .localized(key: key)
            }
            if callee == "String", first?.label?.text == "localized", let key = SwiftWords.literal(first?.expression) {
                return .localized(key: key)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let key = localizedKey(member) {
                return .localized(key: key)
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let key = localizedKey(member) { return .localized(key: key) }
        if let helper = localizationHelper(expression) { return .localized(key: helper) }
        return .unknown
    }

    /// The title `UITabBarItem(title: …, image: …)` gives (nil for another value, or `title: nil`).
    static func itemTitle(of value: [ExprSyntax]) -> TitleValue? {
        guard value.count == 1, let call = value[0].as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression.trimmedDescription
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        guard callee == "UITabBarItem", let argument = call.arguments.first(where: { $0.label?.text == "title" }),
            !argument.expression.is(NilLiteralExprSyntax.self)
        else { return nil }
        return title(of: [argument.expression])
    }

    /// A project's generated localization constants, written as the path to the string: SwiftGen's
    /// `L10n.helpTitle`, R.swift's `R.string.localizable.helpTitle()`, `Localizable.helpTitle`: the path as written.
    private static func localizationHelper(_ expression: ExprSyntax) -> String? {
        var base = expression
        if let call = base.as(FunctionCallExprSyntax.self), call.arguments.isEmpty { base = call.calledExpression }
        guard base.is(MemberAccessExprSyntax.self) else { return nil }
        let path = base.trimmedDescription
        guard path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else { return nil }
        let first = path.split(separator: ".").first.map(String.init) ?? ""
        return ["L10n", "R", "Localizable", "LocalizedStrings", "Localized"].contains(first)
            && (first != "R" || path.hasPrefix("R.string.")) ? path : nil
    }

    /// `"key".localized…`: the key.
    private static func localizedKey(_ member: MemberAccessExprSyntax) -> String? {
        guard member.declName.baseName.text.hasPrefix("localized") else { return nil }
        return SwiftWords.literal(member.base)
    }
}
