import SwiftSyntax

/// What a function body puts into its local variables: `let x = …`, `x = …`, `x.append(…)`, `x += …`,
/// `x.insert(…)`, `for x in …`. Persisted values are traced through these to what they derive from.
final class SwiftDefinitions: SyntaxVisitor {
    private(set) var definitions: [String: [[String]]] = [:]
    /// Names declared by `let`/`var` (with or without a value) or a `for` pattern.
    private(set) var declaredNames: Set<String> = []

    static func collect(in node: some SyntaxProtocol) -> SwiftDefinitions {
        let collector = SwiftDefinitions(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            declaredNames.insert(name)
            if let value = node.initializer?.value { add(name, SwiftWords.words(value)) }
        }
        return .visitChildren
    }

    /// `if let x = value`, `guard let x = value`.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            declaredNames.insert(name)
            if let value = node.initializer?.value { add(name, SwiftWords.words(value)) }
        }
        return .visitChildren
    }

    /// The one value the function gives `name`, when it gives exactly one.
    func onlyDefinition(of name: String) -> [String]? {
        guard let found = definitions[name], found.count == 1 else { return nil }
        return found[0]
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text {
            let op = elements[1]
            if op.is(AssignmentExprSyntax.self) || op.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
                add(name, elements[2...].flatMap { SwiftWords.words($0) })
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            ["append", "insert"].contains(member.declName.baseName.text),
            let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            add(name, SwiftWords.words(node.arguments))
        }
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            declaredNames.insert(name)
            add(name, SwiftWords.words(node.sequence))
        }
        return .visitChildren
    }

    private func add(_ name: String, _ words: [String]) { definitions[name, default: []].append(words) }

    /// `words` with the definitions of the local variables they name, followed transitively.
    func expand(_ words: [String]) -> [String] {
        var result = words
        var pending = SwiftWords.localNames(words)
        var seen = Set(pending)
        while let name = pending.popLast() {
            for definition in definitions[name] ?? [] {
                result += definition
                for other in SwiftWords.localNames(definition) where !seen.contains(other) {
                    seen.insert(other)
                    pending.append(other)
                }
            }
        }
        return result
    }
}
