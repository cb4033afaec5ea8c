import SwiftSyntax

extension SwiftTabBars {
    /// What a function does to its locals: their first value, what it sets on them, what it appends to them.
    final class Statements: SyntaxVisitor {
        struct Set {
            /// The properties after the variable, `?` and `!` dropped: `["tabBarItem", "image"]`.
            let path: [String]
            let value: ExprSyntax
            let range: Range<Int>
        }
        struct Append {
            let node: Syntax
            /// The values added, in order; nil when TabLint cannot list them (`append(contentsOf: more)`, an
            /// `insert` at a position that is no integer literal, `remove…`, a new value): the list is then data.
            let values: [ExprSyntax]?
            /// Where `insert(_:at:)` puts its value; nil for an append.
            var position: Int? = nil
        }

        private(set) var bindings: [String: ExprSyntax] = [:]
        private(set) var sets: [String: [Set]] = [:]
        private(set) var appends: [String: [Append]] = [:]
        /// The `addChild(_:)` calls by receiver (its words joined, "" for `self`), in order.
        private(set) var children: [String: [(node: Syntax, value: ExprSyntax)]] = [:]
        /// The receivers (as `children`) whose `viewControllers` the function sets.
        private(set) var setsTabs: Swift.Set<String> = []
        /// Locals the function hands to a call TabLint does not follow (`buildScene(in: navigation)`): that code may
        /// set what the function leaves unset.
        private(set) var escaped: Swift.Set<String> = []

        /// The calls whose arguments stay what the function made: initializers (`UINavigationController(rootViewController:
        /// root)`), the list's own changes, and a tab bar controller's.
        private static let keepingArguments: Swift.Set<String> = [
            "append", "insert", "addChild", "addChildViewController", "setViewControllers", "pushViewController", "present",
            "contains", "firstIndex", "index",
        ]

        private func noteEscapes(_ node: FunctionCallExprSyntax) {
            let name =
                node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            guard let first = name.first, !first.isUppercase, !Self.keepingArguments.contains(name) else { return }
            for argument in node.arguments {
                if let reference = argument.expression.as(DeclReferenceExprSyntax.self) { escaped.insert(reference.baseName.text) }
            }
        }

        static func collect(in scope: Syntax) -> Statements {
            let collector = Statements(viewMode: .sourceAccurate)
            collector.walk(scope)
            return collector
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value,
                bindings[name] == nil
            {
                bindings[name] = value
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, let target = elements[0].as(MemberAccessExprSyntax.self) else {
                if elements.count == 3, let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text {
                    if name == "viewControllers", elements[1].is(AssignmentExprSyntax.self) { setsTabs.insert("") }
                    let array = elements[2].as(ArrayExprSyntax.self)?.elements.map(\.expression)
                    if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
                        appends[name, default: []].append(Append(node: Syntax(node), values: array))
                    } else if elements[1].is(AssignmentExprSyntax.self) {
                        appends[name, default: []].append(Append(node: Syntax(node), values: nil))
                    }
                }
                return .visitChildren
            }
            guard elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
            var path: [String] = []
            var base: ExprSyntax? = ExprSyntax(target)
            while let current = base {
                if let member = current.as(MemberAccessExprSyntax.self) {
                    path.insert(member.declName.baseName.text, at: 0)
                    base = member.base
                } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                    base = optional.expression
                } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                    base = forced.expression
                } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                    if path == ["viewControllers"] { setsTabs.insert(reference.baseName.text == "self" ? "" : reference.baseName.text) }
                    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
                    let range = start..<max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
                    sets[reference.baseName.text, default: []].append(Set(path: path, value: elements[2], range: range))
                    base = nil
                } else {
                    base = nil
                }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            noteEscapes(node)
            if node.arguments.count == 1, let value = node.arguments.first?.expression {
                if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), SwiftTabBars.addsChild(reference.baseName.text) {
                    children["", default: []].append((Syntax(node), value))
                } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), SwiftTabBars.addsChild(member.declName.baseName.text),
                    let base = member.base
                {
                    let words = SwiftWords.words(base)
                    children[words == ["self"] ? "" : words.joined(), default: []].append((Syntax(node), value))
                }
            }
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "setViewControllers" {
                setsTabs.insert("")
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "setViewControllers" {
                setsTabs.insert(member.base.map { SwiftWords.words($0) }.map { $0 == ["self"] ? "" : $0.joined() } ?? "")
            }
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return .visitChildren }
            switch (member.declName.baseName.text, node.arguments.first?.label?.text) {
            case ("append", nil):
                appends[name, default: []].append(Append(node: Syntax(node), values: node.arguments.map(\.expression)))
            case ("append", "contentsOf"):
                let array = node.arguments.first?.expression.as(ArrayExprSyntax.self)
                appends[name, default: []].append(Append(node: Syntax(node), values: array?.elements.map(\.expression)))
            case ("insert", nil) where node.arguments.count == 2:
                let arguments = Array(node.arguments)
                let position = arguments[1].label?.text == "at" ? arguments[1].expression.as(IntegerLiteralExprSyntax.self) : nil
                let values = position.map { _ in [arguments[0].expression] }
                appends[name, default: []].append(Append(node: Syntax(node), values: values, position: position.flatMap { Int($0.literal.text) }))
            case ("insert", _), ("remove", _), ("removeAll", _), ("removeFirst", _), ("removeLast", _), ("swapAt", _), ("sort", _),
                ("reverse", _), ("shuffle", _):
                appends[name, default: []].append(Append(node: Syntax(node), values: nil))
            default: break
            }
            return .visitChildren
        }
    }
}
