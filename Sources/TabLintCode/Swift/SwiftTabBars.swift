import SwiftSyntax

/// The tab bar a Swift list of controllers builds (`tabs.viewControllers = [home, search]`), read from the function
/// that sets it: array literals, locals and what the function sets on them (`home.tabBarItem = UITabBarItem(…)`),
/// appends, inserts at constant positions, and loops over constant ranges; or the function's `addChild(_:)` calls. A
/// list TabLint cannot follow (mapped from data, a property, a call) has no tabs.
struct SwiftTabBars {
    let source: SourceText
    /// The function, initializer or closure the list is set in.
    let scope: Syntax
    private let statements: Statements
    /// For a helper the list's function calls to make a tab (`makeHomeTab(title: "Home")`): the caller, and what it
    /// passes for each parameter.
    private let caller: Caller?

    /// The frame of a helper call: the calling function's reader and the arguments it binds to the parameters.
    final class Caller {
        let bars: SwiftTabBars
        let arguments: [String: ExprSyntax]
        let depth: Int

        init(bars: SwiftTabBars, arguments: [String: ExprSyntax], depth: Int) {
            self.bars = bars
            self.arguments = arguments
            self.depth = depth
        }
    }

    /// Helpers are followed this deep: a tab made by a helper that calls another.
    static let helperDepth = 2

    init(source: SourceText, scope: Syntax) {
        self.init(source: source, scope: scope, caller: nil)
    }

    private init(source: SourceText, scope: Syntax, caller: Caller?) {
        self.source = source
        self.scope = scope
        self.statements = Statements.collect(in: scope)
        self.caller = caller
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

    /// Whether a method of that name adds a child controller: on a tab bar controller, a tab after the others.
    static func addsChild(_ name: String) -> Bool { name == "addChild" || name == "addChildViewController" }

    /// Whether `receiver` (`[]` for `self`) is a tab bar controller for `addChild(_:)`: a class that inherits a
    /// `…TabBarController`, or a local made from one.
    func isTabBarControllerAddingChildren(_ receiver: [String], classNames: [String]) -> Bool {
        if receiver.isEmpty { return Self.inheritsTabBarController(classNames) }
        return tabBarClass(receiver: receiver, classNames: classNames) != nil
    }

    /// Whether the enclosing class (`classNames`: it, then what it inherits) inherits a `…TabBarController`.
    static func inheritsTabBarController(_ classNames: [String]) -> Bool {
        classNames.dropFirst().contains { $0.hasSuffix("TabBarController") }
    }

    /// The first `addChild(_:)` call on `receiver` (`[]` for `self`) in the function.
    func firstChildAdded(to receiver: [String]) -> Syntax? { statements.children[receiver.joined()]?.first?.node }

    /// The bar the function's `addChild(_:)` calls on `receiver` build, in their order: tabs added after those the
    /// controller already has (`CodeTabBar.addsToExistingTabs`). Calls inside a loop over data, or a function that
    /// also sets `viewControllers`, give no tabs.
    func bar(addingChildrenTo receiver: [String], classNames: [String]) -> CodeTabBar {
        guard let controllerClass = tabBarClass(receiver: receiver, classNames: classNames) else {
            return CodeTabBar(controllerClass: nil, tabs: nil)
        }
        let calls = statements.children[receiver.joined()] ?? []
        var tabs: [CodeTab]? = []
        for call in calls {
            guard let count = Self.loopCount(call.node, in: scope) else {
                tabs = nil
                break
            }
            var made = tab(of: call.value)
            made.count = count
            tabs?.append(made)
        }
        if statements.setsTabs.contains(receiver.joined()) { tabs = nil }
        return CodeTabBar(controllerClass: controllerClass, tabs: tabs, addsToExistingTabs: true)
    }

    /// The receiver's class when it is known to be a tab bar controller: the enclosing subclass for `self`, or the
    /// class a local is made from.
    private func tabBarClass(receiver: [String], classNames: [String]) -> String? {
        let isTabBarClass: (String) -> Bool = { $0.hasSuffix("TabBarController") }
        if receiver.isEmpty || receiver == ["self"] {
            guard let own = classNames.first, classNames.contains(where: isTabBarClass) else { return nil }
            return own
        }
        let name: String
        if receiver.count == 1 {
            name = receiver[0]
        } else if receiver.count == 3, receiver[0] == "self", receiver[1] == "." {
            name = receiver[2]
        } else {
            return nil
        }
        if receiver.count == 1, let binding = statements.bindings[name] {
            guard let made = Self.madeClass(binding) else { return nil }
            return isTabBarClass(made) ? made : nil
        }
        // A parameter of the function, or a property of the enclosing type, declared as a tab bar controller.
        guard let declared = parameterClass(name) ?? propertyClass(name) else { return nil }
        return isTabBarClass(declared) ? declared : nil
    }

    /// The declared class of a parameter of the function (`tabBarController: UITabBarController`).
    private func parameterClass(_ name: String) -> String? {
        guard let function = scope.as(FunctionDeclSyntax.self) ?? scope.parent?.as(FunctionDeclSyntax.self) else { return nil }
        for parameter in function.signature.parameterClause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
            var type = parameter.type
            while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType { type = wrapped }
            return type.as(IdentifierTypeSyntax.self)?.name.text
        }
        return nil
    }

    /// The class of a stored property of the type around the function: its declared type (`let tabs:
    /// UITabBarController`, optionals unwrapped) or the class its initial value makes.
    private func propertyClass(_ name: String) -> String? {
        var current = scope.parent
        while let syntax = current, !syntax.is(MemberBlockSyntax.self) { current = syntax.parent }
        guard let members = current?.as(MemberBlockSyntax.self) else { return nil }
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if var type = binding.typeAnnotation?.type {
                    while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType
                        ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
                    {
                        type = wrapped
                    }
                    return type.as(IdentifierTypeSyntax.self)?.name.text
                }
                return binding.initializer.flatMap { Self.madeClass($0.value) }
            }
        }
        return nil
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
        if let mapped = mappedTabs(list) { return mapped }
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
            if let position = append.position {
                // `insert(_:at:)` at a constant position, run once; past the end, Swift traps.
                guard count == 1, position <= tabs.count, let value = values.first else { return nil }
                tabs.insert(tab(of: value), at: position)
                continue
            }
            let conditional = Self.isConditional(append.node, in: scope)
            for value in values {
                var made = tab(of: value)
                made.count = count
                made.conditional = conditional
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

    /// The items the function makes with a title (`UITabBarItem(title: x, …)`, not `nil` nor `""`), in order, those
    /// outside any loop; of items in the two branches of one `if … else`, the first branch's.
    func itemsMade() -> [CodeTabBar.ItemMade] {
        final class Items: SyntaxVisitor {
            var found: [(node: Syntax, title: ExprSyntax)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                var callee = node.calledExpression.trimmedDescription
                if callee.hasSuffix(".init") { callee.removeLast(5) }
                if callee == "UITabBarItem", let title = node.arguments.first(where: { $0.label?.text == "title" })?.expression,
                    !title.is(NilLiteralExprSyntax.self), SwiftWords.literal(title) != ""
                {
                    found.append((Syntax(node), title))
                }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let items = Items(viewMode: .sourceAccurate)
        items.walk(scope)
        var kept: [(node: Syntax, title: ExprSyntax)] = []
        for item in items.found where Self.loopCount(item.node, in: scope) == 1 {
            if kept.contains(where: { Self.inOtherBranch(item.node, $0.node) }) { continue }
            kept.append(item)
        }
        return kept.map { item in
            let text = item.title.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return CodeTabBar.ItemMade(title: text, range: Self.range(item.node))
        }
    }

    /// Whether a statement runs only on some paths of the function: under an `if`, a `guard`'s `else`, a `switch`
    /// case or an `#if` clause.
    private static func isConditional(_ node: Syntax, in scope: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current, syntax.id != scope.id {
            if syntax.is(IfExprSyntax.self) || syntax.is(SwitchCaseSyntax.self) || syntax.is(IfConfigClauseSyntax.self)
                || syntax.is(GuardStmtSyntax.self)
            {
                return true
            }
            current = syntax.parent
        }
        return false
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
            guard let value = statements.bindings[name] else {
                // A helper's parameter: what its caller passes.
                if let caller, let argument = caller.arguments[name] { caller.bars.describe(&tab, made: argument, depth: depth + 1) }
                apply(statements.sets[name] ?? [], to: &tab)
                return
            }
            describe(&tab, made: value, depth: depth + 1)
            apply(statements.sets[name] ?? [], to: &tab)
            if statements.escaped.contains(name) { tab.item.escapes = true }
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return }
        if let helper = helper(called: call) {
            helper.describeReturn(&tab, depth: depth + 1)
            return
        }
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
            tab.storyboardName = member.base.flatMap(storyboardName)
            return
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "instantiateInitialViewController" {
            tab.storyboardName = member.base.flatMap(storyboardName) ?? ""
            return
        }
        if let made = Self.madeClass(ExprSyntax(call)), tab.className == nil { tab.className = made }
    }

    /// The name a storyboard expression loads: `UIStoryboard(name: "Feed", bundle: nil)`, or a local made so.
    private func storyboardName(_ expression: ExprSyntax) -> String? {
        var value = Self.unwrapped(expression)
        if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let bound = statements.bindings[name] {
            value = Self.unwrapped(bound)
        }
        guard let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIStoryboard",
            let argument = call.arguments.first(where: { $0.label?.text == "name" })
        else { return nil }
        return SwiftWords.literal(argument.expression)
    }

    // MARK: Helpers

    /// The reader of the helper `call` runs, with its parameters bound to the call's arguments: a function or method
    /// of this file, named with a lowercase first letter (`makeHomeTab(…)`, `self.makeTab(…)`, `Self.make(…)`,
    /// `Tabs.make(…)`), whose parameters the call's labels match; nil for anything else, or past `helperDepth`.
    private func helper(called call: FunctionCallExprSyntax) -> SwiftTabBars? {
        let depth = (caller?.depth ?? 0) + 1
        guard depth <= Self.helperDepth else { return nil }
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            base.is(DeclReferenceExprSyntax.self) || base.is(TypeExprSyntax.self)
        {
            let baseName = base.trimmedDescription
            // `self.make…`, `Self.make…`, `Tabs.make…`: a value's method on another local is no helper of this file.
            guard baseName == "self" || baseName.first?.isUppercase == true else { return nil }
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let first = name.first, first.isLowercase else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        guard let function = Self.functions(named: name, in: scope.root).first(where: { Self.accepts($0, labels: labels) }),
            let body = function.body
        else { return nil }
        var arguments: [String: ExprSyntax] = [:]
        for (parameter, argument) in zip(function.signature.parameterClause.parameters, call.arguments) {
            arguments[(parameter.secondName ?? parameter.firstName).text] = argument.expression
        }
        return SwiftTabBars(source: source, scope: Syntax(body), caller: Caller(bars: self, arguments: arguments, depth: depth))
    }

    /// What the helper returns, described as a tab: its one `return` value (or its single expression), when every
    /// `return` of its own returns the same local; nothing otherwise.
    private func describeReturn(_ tab: inout CodeTab, depth: Int) {
        let statements: CodeBlockItemListSyntax
        if let body = scope.as(CodeBlockSyntax.self) {
            statements = body.statements
        } else if let closure = scope.as(ClosureExprSyntax.self) {
            statements = closure.statements
        } else {
            return
        }
        var returned: [ExprSyntax] = []
        if statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) {
            returned = [only]
        } else {
            returned = statements.flatMap { Self.returns(in: Syntax($0)) }
        }
        guard let value = returned.first,
            returned.allSatisfy({ $0.trimmedDescription == value.trimmedDescription })
        else { return }
        describe(&tab, made: value, depth: depth)
    }

    /// The tabs `list.map { … }` (or `compactMap`) makes from a constant array (a literal, or a local the function never
    /// changes): the closure's result for each element, its parameter bound to the element. Nil for anything else.
    private func mappedTabs(_ list: ExprSyntax) -> [CodeTab]? {
        guard let call = list.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["map", "compactMap"].contains(member.declName.baseName.text), let base = member.base,
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
            call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1
        else { return nil }
        var elements: [ExprSyntax]?
        if let array = Self.unwrapped(base).as(ArrayExprSyntax.self) {
            elements = array.elements.map(\.expression)
        } else if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, statements.appends[name] == nil,
            let array = statements.bindings[name].map(Self.unwrapped)?.as(ArrayExprSyntax.self)
        {
            elements = array.elements.map(\.expression)
        }
        guard let elements else { return nil }
        let parameter = Self.closureParameter(closure) ?? "$0"
        return elements.map { element in
            var made = tab(of: element)
            made.className = nil
            made.storyboardIdentifier = nil
            made.inNavigation = false
            made.item = CodeTabItem()
            made.restorationIdentifier = nil
            let body = SwiftTabBars(
                source: source, scope: Syntax(closure),
                caller: Caller(bars: self, arguments: [parameter: element], depth: (caller?.depth ?? 0) + 1))
            body.describeReturn(&made, depth: 1)
            return made
        }
    }

    /// The name of a closure's one parameter (`{ controller in … }`, `{ (controller) -> T in … }`), nil for `$0`.
    private static func closureParameter(_ closure: ClosureExprSyntax) -> String? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) { return shorthand.first?.name.text }
        return clause.as(ClosureParameterClauseSyntax.self)?.parameters.first?.firstName.text
    }

    /// The values of the `return` statements of a function body, not of the closures or nested functions in it.
    private static func returns(in body: Syntax) -> [ExprSyntax] {
        final class Returns: SyntaxVisitor {
            var values: [ExprSyntax] = []
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if let expression = node.expression { values.append(expression) }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let visitor = Returns(viewMode: .sourceAccurate)
        visitor.walk(body)
        return visitor.values
    }

    /// The functions of the file with this name.
    private static func functions(named name: String, in root: Syntax) -> [FunctionDeclSyntax] {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: [FunctionDeclSyntax] = []
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == name { found.append(node) }
                return .skipChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(root)
        return finder.found
    }

    /// Whether a call with these argument labels (nil for none) calls `function`: its labels, in order, with
    /// defaulted parameters left out only at the end.
    private static func accepts(_ function: FunctionDeclSyntax, labels: [String?]) -> Bool {
        let parameters = Array(function.signature.parameterClause.parameters)
        guard labels.count <= parameters.count else { return false }
        for (index, parameter) in parameters.enumerated() {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            if index < labels.count {
                if labels[index] != label { return false }
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return true
    }

    /// What the function sets on a controller's variable, applied to its tab.
    private func apply(_ sets: [Statements.Set], to tab: inout CodeTab) {
        for set in sets {
            let value = bound(set.value)
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
                tab.item.image = SwiftImages.image(of: [value], bind: bound)
                tab.item.imageRange = set.range
            case ["restorationIdentifier"]:
                tab.restorationIdentifier = SwiftWords.literal(value) ?? ""
            case ["tabBarItem", "isEnabled"]:
                tab.item.isDisabled = value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            default:
                continue
            }
        }
    }

    /// The item `UITabBarItem(title:image:tag:)` (or `…selectedImage:`) or `UITabBarItem(tabBarSystemItem:tag:)`
    /// gives; anything else is an item TabLint does not read.
    private func item(made value: ExprSyntax) -> CodeTabItem {
        var item = CodeTabItem()
        guard let call = Self.unwrapped(bound(value)).as(FunctionCallExprSyntax.self) else {
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
            let expression = bound(argument.expression)
            switch argument.label?.text {
            case "tabBarSystemItem": item.isSystem = true
            case "title":
                if !expression.is(NilLiteralExprSyntax.self) { item.title = SwiftTitles.title(of: [expression]) }
            case "image": item.image = SwiftImages.image(of: [expression], bind: bound)
            default: continue
            }
        }
        return item
    }

    /// `value`, or when it names a helper's parameter, what the caller passes (in the caller's own terms).
    private func bound(_ value: ExprSyntax) -> ExprSyntax {
        guard let caller, let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, statements.bindings[name] == nil,
            let argument = caller.arguments[name]
        else { return value }
        return caller.bars.bound(argument)
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
}
