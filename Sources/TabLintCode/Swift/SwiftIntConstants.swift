import SwiftSyntax

/// The integer constants a Swift file defines, for working out which tab `viewControllers?[Tab.home.rawValue]`
/// names: the cases of enums with an `Int` raw type (implicit values count up from the previous one) and
/// `let name = 3` constants. A name defined twice with different values is dropped.
struct SwiftIntConstants {
    /// `Enum.case` → value, and `case` alone when only one enum of the file has it.
    private var values: [String: Int] = [:]
    private var ambiguous: Set<String> = []

    init(_ tree: some SyntaxProtocol) {
        for node in tree.tokens(viewMode: .sourceAccurate) where node.tokenKind == .keyword(.enum) || node.tokenKind == .keyword(.let) {
            if let decl = node.parent?.as(EnumDeclSyntax.self) { collect(decl) }
            if let binding = node.parent?.as(VariableDeclSyntax.self)?.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let literal = binding.initializer?.value.as(IntegerLiteralExprSyntax.self), let value = Int(literal.literal.text)
            {
                record(name, value)
            }
        }
    }

    private mutating func collect(_ decl: EnumDeclSyntax) {
        guard decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "Int" else { return }
        var next = 0
        for member in decl.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                if let raw = element.rawValue?.value.as(IntegerLiteralExprSyntax.self), let value = Int(raw.literal.text) {
                    next = value
                } else if element.rawValue != nil {
                    return
                }
                record(decl.name.text + "." + element.name.text, next)
                record(element.name.text, next)
                next += 1
            }
        }
    }

    private mutating func record(_ name: String, _ value: Int) {
        if let known = values[name], known != value {
            ambiguous.insert(name)
        }
        values[name] = value
    }

    /// The value of a subscript's tokens: `Tab.home.rawValue`, `.home.rawValue`, `Self.homeIndex`, `homeIndex`.
    func value(of tokens: [String]) -> Int? {
        var words = tokens
        if words.suffix(2) == [".", "rawValue"] { words.removeLast(2) }
        if words.first == "." || words.first == "Self" || words.first == "self" {
            words.removeFirst(words.first == "." ? 1 : 2)
        }
        let name = words.joined()
        guard !ambiguous.contains(name) else { return nil }
        if let value = values[name] { return value }
        // `Tab.home` where `Tab` is nested (`Outer.Tab.home`): the last two names.
        let parts = name.split(separator: ".")
        guard parts.count > 2 else { return nil }
        let tail = parts.suffix(2).joined(separator: ".")
        return ambiguous.contains(tail) ? nil : values[tail]
    }
}
