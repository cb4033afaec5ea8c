import SwiftSyntax

/// The tab bar a Swift list of controllers builds (`tabs.viewControllers = [home, search]`), read from the function
/// that sets it: array literals, locals and what the function sets on them (`home.tabBarItem = UITabBarItem(…)`),
/// appends, and loops over constant ranges. A list TabLint cannot follow (mapped from data, a property, a call) has
/// no tabs.
struct SwiftTabBars {
    let source: SourceText
    /// The function, initializer or closure the list is set in.
    let scope: Syntax
    private let statements: Statements

    init(source: SourceText, scope: Syntax) {
        self.source = source
        self.scope = scope
        self.statements = Statements.collect(in: scope)
    }

    /// The bar `receiver.viewControllers = list` builds; `receiver` is the tokens before `.viewControllers`,
    /// `classNames` the enclosing class and what it inherits.
    func bar(list: ExprSyntax, receiver: [String], classNames: [String]) -> CodeTabBar {
        let controllerClass = tabBarClass(receiver: receiver, classNames: classNames)
        // Only a receiver known to be a tab bar controller builds a bar TabLint judges.
        guard controllerClass != nil else { return CodeTabBar(controllerClass: nil, tabs: nil) }
        let identifier = receiver.count == 1 ? statements.sets[receiver[0]]?.last { $0.path == ["restorationIdentifier"] } : nil
        return CodeTabBar(
            controllerClass: controllerClass, tabs: tabs(of: list),
            restorationIdentifier: identifier.map { SwiftWords.literal($0.value) ?? "" })
    }

    /// The receiver's class when it is known to be a tab bar controller: the enclosing subclass for `self`, or the
    /// class a local is made from.
    private func tabBarClass(receiver: [String], classNames: [String]) -> String? {
        let isTabBarClass: (String) -> Bool = { $0.hasSuffix("TabBarController") }
        if receiver.isEmpty || receiver == ["self"] {
            guard let own = classNames.first, classNames.contains(where: isTabBarClass) else { return nil }
            return own
        }
        guard receiver.count == 1, let made = statements.bindings[receiver[0]].flatMap(Self.madeClass) else { return nil }
        return isTabBarClass(made) ? made : nil
    }

    /// The class a call makes: `Feed()`, `Feed(style: .plain)`, `Feed.init()`.
    private static func madeClass(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression.trimmedDescription
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        guard let first = callee.first, first.isUppercase, callee.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return nil
        }
        return callee
    }

    // MARK: The list

    private func tabs(of list: ExprSyntax) -> [CodeTab]? {
        let list = Self.unwrapped(list)
        if let array = list.as(ArrayExprSyntax.self) {
            return array.elements.map { tab(of: $0.expression) }
        }
        guard let name = list.as(DeclReferenceExprSyntax.self)?.baseName.text, let initial = statements.bindings[name] else {
            return nil
        }
        var tabs: [CodeTab]
        let start = Self.unwrapped(initial)
        if let array = start.as(ArrayExprSyntax.self) {
            tabs = array.elements.map { tab(of: $0.expression) }
        } else if let call = start.as(FunctionCallExprSyntax.self), call.calledExpression.is(ArrayExprSyntax.self), call.arguments.isEmpty {
            tabs = []  // `[UIViewController]()`
        } else {
            return nil
        }
        let appends = statements.appends[name] ?? []
        // Where branches differ (tabs rebuilt from stored data, or built fresh), the branch that builds them fresh.
        let fresh = appends.filter { Self.loopCount($0.node, in: scope) != nil }
        let data = appends.filter { Self.loopCount($0.node, in: scope) == nil }
        guard data.allSatisfy({ rebuilt in fresh.contains { Self.inOtherBranch(rebuilt.node, $0.node) } }) else { return nil }
        for append in fresh {
            guard let values = append.values else { return nil }
            let count = Self.loopCount(append.node, in: scope) ?? 1
            for value in values {
                var made = tab(of: value)
                made.count = count
                tabs.append(made)
            }
        }
        return tabs
    }

    /// How many times a statement runs: 1 outside loops, the product of the loops' constant ranges around it, nil
    /// inside a loop over anything else (data).
    private static func loopCount(_ node: Syntax, in scope: Syntax) -> Int? {
        var count = 1
        var current = node.parent
        while let syntax = current, syntax.id != scope.id {
            if let loop = syntax.as(ForStmtSyntax.self) {
                guard let times = constantRange(loop.sequence) else { return nil }
                count *= times
            } else if syntax.is(WhileStmtSyntax.self) || syntax.is(RepeatStmtSyntax.self) || syntax.is(ClosureExprSyntax.self) {
                return nil
            }
            current = syntax.parent
        }
        return count
    }

    /// Whether `one` and `other` are in the two branches of one `if … else`.
    private static func inOtherBranch(_ one: Syntax, _ other: Syntax) -> Bool {
        var current = one.parent
        while let syntax = current {
            if let branch = syntax.as(IfExprSyntax.self), let otherBranch = branch.elseBody {
                let inBody = one.position >= branch.body.position && one.endPosition <= branch.body.endPosition
                let sibling = inBody ? Syntax(otherBranch) : Syntax(branch.body)
                if other.position >= sibling.position && other.endPosition <= sibling.endPosition { return true }
            }
            current = syntax.parent
        }
        return false
    }

    /// The length of `0..<11` or `0...10` (integer literals).
    private static func constantRange(_ sequence: ExprSyntax) -> Int? {
        let words = SwiftWords.words(sequence)
        guard words.count == 3, let low = Int(words[0]), let high = Int(words[2]) else { return nil }
        switch words[1] {
        case "..<": return max(0, high - low)
        case "...": return max(0, high - low + 1)
        default: return nil
        }
    }

    // MARK: One tab

    private func tab(of expression: ExprSyntax) -> CodeTab {
        var tab = source.tab(at: Self.range(expression))
        describe(&tab, made: expression, depth: 0)
        return tab
    }

    /// Fills in how `expression` makes the tab's controller and what the function sets on it.
    private func describe(_ tab: inout CodeTab, made expression: ExprSyntax, depth: Int) {
        guard depth < 8 else { return }
        var expression = Self.unwrapped(expression)
        if let cast = expression.as(AsExprSyntax.self) {
            if tab.className == nil, let type = cast.type.as(IdentifierTypeSyntax.self) { tab.className = type.name.text }
            expression = Self.unwrapped(cast.expression)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let value = statements.bindings[name] else { return }
            describe(&tab, made: value, depth: depth + 1)
            apply(statements.sets[name] ?? [], to: &tab)
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return }
        var callee = call.calledExpression.trimmedDescription
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        if callee.hasSuffix("NavigationController"), let root = call.arguments.first(where: { $0.label?.text == "rootViewController" }) {
            tab.inNavigation = true
            describe(&tab, made: root.expression, depth: depth + 1)
            return
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "instantiateViewController" {
            if let argument = call.arguments.first(where: { $0.label?.text == "withIdentifier" }) {
                tab.storyboardIdentifier = SwiftWords.literal(argument.expression) ?? ""
            }
            return
        }
        if let made = Self.madeClass(ExprSyntax(call)), tab.className == nil { tab.className = made }
    }

    /// What the function sets on a controller's variable, applied to its tab.
    private func apply(_ sets: [Statements.Set], to tab: inout CodeTab) {
        for set in sets {
            let value = set.value
            switch set.path {
            case ["tabBarItem"]:
                tab.item = item(made: value)
                tab.item.imageRange = set.range
            case ["title"]:
                if tab.item.title == nil {
                    tab.item.title = SwiftTitles.title(of: [value])
                    tab.item.titleIsTheControllers = true
                }
            case ["tabBarItem", "title"]:
                tab.item.title = SwiftTitles.title(of: [value])
            case ["tabBarItem", "image"]:
                tab.item.image = SwiftImages.image(of: [value])
                tab.item.imageRange = set.range
            case ["restorationIdentifier"]:
                tab.restorationIdentifier = SwiftWords.literal(value) ?? ""
            default:
                continue
            }
        }
    }

    /// The item `UITabBarItem(title:image:tag:)` (or `…selectedImage:`) or `UITabBarItem(tabBarSystemItem:tag:)`
    /// gives; anything else is an item TabLint does not read.
    private func item(made value: ExprSyntax) -> CodeTabItem {
        var item = CodeTabItem()
        guard let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self) else {
            item.isOpaque = true
            return item
        }
        var callee = call.calledExpression.trimmedDescription
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        guard callee == "UITabBarItem" else {
            item.isOpaque = true
            return item
        }
        for argument in call.arguments {
            switch argument.label?.text {
            case "tabBarSystemItem": item.isSystem = true
            case "title":
                if !argument.expression.is(NilLiteralExprSyntax.self) { item.title = SwiftTitles.title(of: [argument.expression]) }
            case "image": item.image = SwiftImages.image(of: [argument.expression])
            default: continue
            }
        }
        return item
    }

    // MARK: Syntax

    /// The expression without parentheses, `!`, `?` and `try`.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                current = only.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let attempt = current.as(TryExprSyntax.self) {
                current = attempt.expression
            } else {
                return current
            }
        }
    }

    private static func range(_ node: some SyntaxProtocol) -> Range<Int> {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return start..<max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

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
            /// The values added, in order; nil when TabLint cannot list them (`append(contentsOf: more)`, `insert`,
            /// `remove…`, a new value): the list is then data.
            let values: [ExprSyntax]?
        }

        private(set) var bindings: [String: ExprSyntax] = [:]
        private(set) var sets: [String: [Set]] = [:]
        private(set) var appends: [String: [Append]] = [:]

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
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return .visitChildren }
            switch (member.declName.baseName.text, node.arguments.first?.label?.text) {
            case ("append", nil):
                appends[name, default: []].append(Append(node: Syntax(node), values: node.arguments.map(\.expression)))
            case ("append", "contentsOf"):
                let array = node.arguments.first?.expression.as(ArrayExprSyntax.self)
                appends[name, default: []].append(Append(node: Syntax(node), values: array?.elements.map(\.expression)))
            case ("insert", _), ("remove", _), ("removeAll", _), ("removeFirst", _), ("removeLast", _), ("swapAt", _), ("sort", _),
                ("reverse", _), ("shuffle", _):
                appends[name, default: []].append(Append(node: Syntax(node), values: nil))
            default: break
            }
            return .visitChildren
        }
    }
}
