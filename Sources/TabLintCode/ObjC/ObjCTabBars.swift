/// The tab bar an Objective-C list of controllers builds (`tabs.viewControllers = controllers;`), read from the
/// method that sets it: `@[…]` literals, locals and what the method sets on them, `addObject:`,
/// `insertObject:atIndex:` at a constant index, and `for` loops over
/// constant ranges (`for (int i = 0; i <= 10; i++)`). A list TabLint cannot follow has no tabs; where an `if` and its
/// `else` build the list differently (rebuilt from stored data, or built fresh), the branch that builds it fresh.
struct ObjCTabBars {
    let finder: ObjCFactFinder
    let method: ObjCMethod
    /// For a helper method the list's method sends to make a tab (`[self navigationControllerFor:feed]`): the caller,
    /// and the argument it passes for each parameter.
    private var caller: Caller?

    /// The frame of a helper message: the sending method's reader and the arguments it binds to the parameters.
    final class Caller {
        let bars: ObjCTabBars
        let arguments: [String: Range<Int>]
        let depth: Int

        init(bars: ObjCTabBars, arguments: [String: Range<Int>], depth: Int) {
            self.bars = bars
            self.arguments = arguments
            self.depth = depth
        }
    }

    init(finder: ObjCFactFinder, method: ObjCMethod) {
        self.finder = finder
        self.method = method
    }

    var tokens: [ObjCToken] { finder.tokens }

    /// The bar `base.viewControllers = value` (or `[base setViewControllers:value animated:…]`) builds.
    func bar(value: Range<Int>, base: [String], at index: Int) -> CodeTabBar {
        guard let controllerClass = tabBarClass(base: base, at: index) else { return CodeTabBar(controllerClass: nil, tabs: nil) }
        return CodeTabBar(controllerClass: controllerClass, tabs: tabs(of: value))
    }

    /// The bar the method's `addChildViewController:` messages to `base` build, in their order, given at the first of
    /// them (`message`; nil for the others): tabs added after those the controller already has. Messages inside a
    /// loop over data, or a method that also sets the receiver's `viewControllers`, give no tabs.
    func bar(addingChildrenAt message: ObjCMessage, base: [String]) -> CodeTabBar? {
        var added: [ObjCMessage] = []
        var setsTabs = false
        for index in method.body where tokens[index].isPunctuation("[") {
            guard let other = ObjCMessage.parse(at: index, in: tokens), Array(finder.words[other.receiver]) == base else { continue }
            if other.selector == "addChildViewController:" { added.append(other) }
            if other.selector == "setViewControllers:animated:" { setsTabs = true }
        }
        for index in method.body.dropFirst(2) where tokens[index].isIdentifier("viewControllers") && tokens[index - 1].isPunctuation(".") {
            if index + 1 < tokens.count, tokens[index + 1].isPunctuation("="), tokens[index - 2].isIdentifier(base.last ?? "") { setsTabs = true }
        }
        guard added.first?.open == message.open else { return nil }
        guard let controllerClass = tabBarClass(base: base, at: message.open) else { return CodeTabBar(controllerClass: nil, tabs: nil) }
        var tabs: [CodeTab]? = setsTabs ? nil : []
        for child in added where tabs != nil {
            guard let count = loopCount(at: child.open), let value = child.parts.first?.argument else {
                tabs = nil
                break
            }
            var made = tab(of: value)
            made.count = count
            tabs?.append(made)
        }
        return CodeTabBar(controllerClass: controllerClass, tabs: tabs, addsToExistingTabs: true)
    }

    /// The receiver's class when it is known to be a tab bar controller: the enclosing subclass for `self`, or the
    /// class a variable is declared with or made from.
    private func tabBarClass(base: [String], at index: Int) -> String? {
        let isTabBarClass: (String) -> Bool = { $0.hasSuffix("TabBarController") || $0.hasSuffix("TabController") }
        if base == ["self"] {
            let names = finder.classNames(at: index)
            guard let own = names.first, names.contains(where: isTabBarClass) else { return nil }
            return own
        }
        let name: String
        var property = false
        if base.count == 1 {
            name = base[0]
        } else if base.count == 3, base[0] == "self", base[1] == "." {
            name = base[2]
            property = true
        } else {
            return nil
        }
        // `UITabBarController *tabs` anywhere in the file (a local or an ivar).
        for at in tokens.indices.dropLast(2) where tokens[at + 2].isIdentifier(name) && tokens[at + 1].isPunctuation("*") {
            if tokens[at].kind == .identifier, isTabBarClass(tokens[at].text) { return tokens[at].text }
        }
        if let value = definition(of: name, property: property), let made = madeClass(value), isTabBarClass(made) { return made }
        return nil
    }

    // MARK: The list

    private func tabs(of value: Range<Int>) -> [CodeTab]? {
        if let elements = arrayLiteral(value) { return elements.map { tab(of: $0) } }
        guard value.count == 1, tokens[value.lowerBound].kind == .identifier else { return nil }
        let name = tokens[value.lowerBound].text
        guard let initial = definition(of: name) else { return nil }
        var tabs: [CodeTab]
        if let elements = arrayLiteral(initial) {
            tabs = elements.map { tab(of: $0) }
        } else if finder.words[initial].contains(where: { $0 == "array" || $0 == "init" || $0 == "new" || $0 == "arrayWithCapacity" }),
            finder.words[initial].contains(where: { $0 == "NSMutableArray" })
        {
            tabs = []
        } else {
            return nil
        }
        var fresh: [(at: Int, value: Range<Int>, count: Int, position: Int?)] = []
        var data: [Int] = []
        for index in method.body where tokens[index].isPunctuation("[") {
            guard let message = ObjCMessage.parse(at: index, in: tokens), finder.words[message.receiver] == [name] else { continue }
            switch message.selector {
            case "addObject:":
                if let count = loopCount(at: index) {
                    fresh.append((index, message.parts[0].argument, count, nil))
                } else {
                    data.append(index)
                }
            case "insertObject:atIndex:":
                // At a constant position, run once; anything else is an order TabLint does not follow.
                let position = message.parts[1].argument
                guard loopCount(at: index) == 1, position.count == 1, let at = Int(tokens[position.lowerBound].text) else { return nil }
                fresh.append((index, message.parts[0].argument, 1, at))
            case "count", "objectAtIndex:", "firstObject", "lastObject", "containsObject:", "indexOfObject:": continue
            default: return nil  // insert, remove, sort…: an order TabLint does not follow.
            }
        }
        guard data.allSatisfy({ rebuilt in fresh.contains { inOtherBranch(rebuilt, $0.at) } }) else { return nil }
        for added in fresh {
            var made = tab(of: added.value)
            made.count = added.count
            if let position = added.position {
                // Past the end, `insertObject:atIndex:` raises.
                guard position <= tabs.count else { return nil }
                tabs.insert(made, at: position)
            } else {
                tabs.append(made)
            }
        }
        return tabs
    }

    /// The elements of `@[a, b, c]` (nil when `range` is no such literal).
    private func arrayLiteral(_ range: Range<Int>) -> [Range<Int>]? {
        guard range.count >= 3, tokens[range.lowerBound].isPunctuation("@"), tokens[range.lowerBound + 1].isPunctuation("["),
            tokens[range.upperBound - 1].isPunctuation("]")
        else { return nil }
        var elements: [Range<Int>] = []
        var depth = 0
        var start = range.lowerBound + 2
        for index in start..<range.upperBound - 1 {
            let token = tokens[index]
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "[", "(", "{": depth += 1
            case "]", ")", "}": depth -= 1
            case "," where depth == 0:
                if index > start { elements.append(start..<index) }
                start = index + 1
            default: break
            }
        }
        if range.upperBound - 1 > start { elements.append(start..<range.upperBound - 1) }
        return elements
    }

    /// How many times the statement at `index` runs: 1 outside loops, the product of the constant `for` loops
    /// around it, nil inside any other loop.
    private func loopCount(at index: Int) -> Int? {
        var count = 1
        for head in enclosingHeads(of: index) {
            let keyword = head.keyword
            if keyword == "while" || keyword == "do" { return nil }
            guard keyword == "for" else { continue }
            guard let times = constantLoop(head.condition) else { return nil }
            count *= times
        }
        return count
    }

    /// `(int i = 0; i <= 10; i++)` or `(NSInteger i = 1; i < 5; ++i)`: how many times it runs.
    private func constantLoop(_ condition: Range<Int>) -> Int? {
        let words = Array(finder.words[condition].filter { $0 != "(" && $0 != ")" })
        guard let first = words.firstIndex(of: "="), first + 2 < words.count, let low = Int(words[first + 1]), words[first + 2] == ";"
        else { return nil }
        let rest = Array(words[(first + 3)...])
        guard rest.count >= 4, rest[0] == words[first - 1] else { return nil }
        if rest[1] == "<", rest[2] == "=", let high = Int(rest[3]) { return max(0, high - low + 1) }
        if rest[1] == "<", let high = Int(rest[2]) { return max(0, high - low) }
        return nil
    }

    /// Whether the statements at `one` and `other` are in the two branches of one `if … else`.
    private func inOtherBranch(_ one: Int, _ other: Int) -> Bool {
        for head in enclosingHeads(of: one) where head.keyword == "if" {
            guard let elseBody = head.elseBody else { continue }
            if elseBody.contains(other) { return true }
        }
        for head in enclosingHeads(of: one) where head.keyword == "else" {
            if let ifBody = head.ifBody, ifBody.contains(other) { return true }
        }
        return false
    }

    private struct Head {
        /// `for`, `while`, `if`, `else`, `do`, or "" for a bare block.
        let keyword: String
        let condition: Range<Int>
        let body: ClosedRange<Int>
        /// For an `if`, its `else { … }` body; for an `else`, the `if`'s body.
        let elseBody: ClosedRange<Int>?
        let ifBody: ClosedRange<Int>?
    }

    /// The braced blocks around `index` inside the method, with what opens them.
    private func enclosingHeads(of index: Int) -> [Head] {
        var heads: [Head] = []
        var depth = 0
        var at = index - 1
        while at > method.body.lowerBound {
            let token = tokens[at]
            if token.isPunctuation("}") { depth += 1 }
            if token.isPunctuation("{") {
                if depth == 0, let close = matchingBrace(at) { heads.append(head(opening: at, close: close)) } else { depth -= 1 }
            }
            at -= 1
        }
        return heads
    }

    private func head(opening open: Int, close: Int) -> Head {
        let before = open - 1
        if tokens[before].isIdentifier("else") {
            let ifClose = before - 1
            let ifBody = tokens[ifClose].isPunctuation("}") ? matchingOpen(ifClose).map { $0...ifClose } : nil
            return Head(keyword: "else", condition: open..<open, body: open...close, elseBody: nil, ifBody: ifBody)
        }
        if tokens[before].isIdentifier("do") {
            return Head(keyword: "do", condition: open..<open, body: open...close, elseBody: nil, ifBody: nil)
        }
        guard tokens[before].isPunctuation(")"), let conditionOpen = matchingParenthesis(before), conditionOpen > 0,
            tokens[conditionOpen - 1].kind == .identifier
        else { return Head(keyword: "", condition: open..<open, body: open...close, elseBody: nil, ifBody: nil) }
        let keyword = tokens[conditionOpen - 1].text
        var elseBody: ClosedRange<Int>?
        if keyword == "if", close + 2 < tokens.count, tokens[close + 1].isIdentifier("else"), tokens[close + 2].isPunctuation("{"),
            let elseClose = matchingBrace(close + 2)
        {
            elseBody = (close + 2)...elseClose
        }
        return Head(keyword: keyword, condition: conditionOpen..<before + 1, body: open...close, elseBody: elseBody, ifBody: nil)
    }

    private func matchingBrace(_ open: Int) -> Int? {
        var depth = 0
        for index in open...method.body.upperBound {
            if tokens[index].isPunctuation("{") { depth += 1 }
            if tokens[index].isPunctuation("}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private func matchingOpen(_ close: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= method.body.lowerBound {
            if tokens[index].isPunctuation("}") { depth += 1 }
            if tokens[index].isPunctuation("{") {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    private func matchingParenthesis(_ close: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= method.body.lowerBound {
            if tokens[index].isPunctuation(")") { depth += 1 }
            if tokens[index].isPunctuation("(") {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    // MARK: One tab

    private func tab(of value: Range<Int>) -> CodeTab {
        var tab = finder.source.tab(at: finder.range(value))
        describe(&tab, made: value, depth: 0)
        return tab
    }

    private func describe(_ tab: inout CodeTab, made value: Range<Int>, depth: Int) {
        guard depth < 8, !value.isEmpty else { return }
        // `self.name`: a property the method gives its value (`self.mapNavigation = [[… alloc] init…]`).
        if value.count == 3, tokens[value.lowerBound].isIdentifier("self"), tokens[value.lowerBound + 1].isPunctuation("."),
            tokens[value.lowerBound + 2].kind == .identifier
        {
            guard let definition = definition(of: tokens[value.lowerBound + 2].text, property: true) else { return }
            describe(&tab, made: definition, depth: depth + 1)
            return
        }
        if value.count == 1, tokens[value.lowerBound].kind == .identifier {
            let name = tokens[value.lowerBound].text
            guard let definition = definition(of: name) else {
                // A helper's parameter: what its caller passes.
                if let caller, let argument = caller.arguments[name] { caller.bars.describe(&tab, made: argument, depth: depth + 1) }
                applySets(on: name, to: &tab)
                return
            }
            describe(&tab, made: definition, depth: depth + 1)
            applySets(on: name, to: &tab)
            return
        }
        if tokens[value.lowerBound].isPunctuation("["), let message = ObjCMessage.parse(at: value.lowerBound, in: tokens),
            message.close + 1 == value.upperBound, let helper = helper(sent: message)
        {
            helper.describeReturn(&tab, depth: depth + 1)
            return
        }
        let words = Array(finder.words[value])
        if let root = words.firstIndex(of: "initWithRootViewController"), let made = madeClass(value), made.hasSuffix("NavigationController") {
            tab.inNavigation = true
            let start = value.lowerBound + root + 2
            let end = argumentEnd(from: start, upTo: value.upperBound)
            describe(&tab, made: start..<end, depth: depth + 1)
            return
        }
        if let at = words.firstIndex(of: "instantiateViewControllerWithIdentifier"), at + 2 < words.count {
            tab.storyboardIdentifier = finder.literal(value.lowerBound + at + 2..<value.lowerBound + at + 3) ?? ""
            return
        }
        if let made = madeClass(value), tab.className == nil { tab.className = made }
    }

    // MARK: Helpers

    /// The reader of the method `[self selector…]` runs, with its parameters bound to the message's arguments: a method
    /// of the same `@implementation`, at most `SwiftTabBars.helperDepth` helpers deep; nil for any other message.
    private func helper(sent message: ObjCMessage) -> ObjCTabBars? {
        let depth = (caller?.depth ?? 0) + 1
        guard depth <= SwiftTabBars.helperDepth, Array(finder.words[message.receiver]) == ["self"],
            let callee = finder.structure.methods.first(where: { $0.selector == message.selector && $0.enclosingType == method.enclosingType })
        else { return nil }
        var arguments: [String: Range<Int>] = [:]
        for (nameToken, part) in zip(callee.nameTokens, message.parts) {
            if let parameter = parameterName(after: nameToken) { arguments[parameter] = part.argument }
        }
        var reader = ObjCTabBars(finder: finder, method: callee)
        reader.caller = Caller(bars: self, arguments: arguments, depth: depth)
        return reader
    }

    /// The parameter name after a selector part of a method header: `name:(Type *)parameter`.
    private func parameterName(after nameToken: Int) -> String? {
        var index = nameToken + 1
        guard index < tokens.count, tokens[index].isPunctuation(":") else { return nil }
        index += 1
        if index < tokens.count, tokens[index].isPunctuation("(") {
            var depth = 0
            while index < tokens.count {
                if tokens[index].isPunctuation("(") { depth += 1 }
                if tokens[index].isPunctuation(")") {
                    depth -= 1
                    if depth == 0 { break }
                }
                index += 1
            }
            index += 1
        }
        return index < tokens.count && tokens[index].kind == .identifier ? tokens[index].text : nil
    }

    /// What the method returns, described as a tab: its `return` values, when they are all written alike.
    private func describeReturn(_ tab: inout CodeTab, depth: Int) {
        var returned: [Range<Int>] = []
        for index in method.body where tokens[index].isIdentifier("return") {
            let end = finder.expressionEnd(from: index + 1)
            if end > index + 1 { returned.append(index + 1..<end) }
        }
        guard let value = returned.first, returned.allSatisfy({ finder.words[$0] == finder.words[value] }) else { return }
        describe(&tab, made: value, depth: depth)
    }

    /// The end of a message argument starting at `start`: the next `]` or `name:` at depth 0.
    func argumentEnd(from start: Int, upTo limit: Int) -> Int {
        var depth = 0
        var index = start
        while index < limit {
            let token = tokens[index]
            if token.isPunctuation("[") || token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation("]") || token.isPunctuation(")") {
                if depth == 0 { return index }
                depth -= 1
            }
            if depth == 0, token.kind == .identifier, index > start, index + 1 < limit, tokens[index + 1].isPunctuation(":") { return index }
            index += 1
        }
        return limit
    }

    /// The class `[[Feed alloc] init…]`, `[Feed new]` or `[Feed feedWith…]` makes, from the tokens of `value`.
    func madeClass(_ value: Range<Int>) -> String? {
        let words = Array(finder.words[value].filter { $0 != "(" && $0 != ")" })
        var index = 0
        while index < words.count, words[index] == "[" { index += 1 }
        guard index + 1 < words.count, let first = words[index].first, first.isUppercase,
            !["UIStoryboard", "NSBundle", "NSArray", "NSMutableArray"].contains(words[index])
        else { return nil }
        let selector = words[index + 1]
        guard selector == "alloc" || selector == "new" || selector.lowercased().contains("controller") || selector.hasPrefix("with") else {
            return nil
        }
        return words[index]
    }

    /// The value the method first gives `name`: `T *name = value;` or `name = value;`; for a `property`,
    /// `self.name = value;`.
    private func definition(of name: String, property: Bool = false) -> Range<Int>? {
        for index in method.body where tokens[index].isIdentifier(name) {
            guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("="), index + 2 < tokens.count,
                !tokens[index + 2].isPunctuation("=")
            else { continue }
            let dotted = index >= 2 && tokens[index - 1].isPunctuation(".")
            if property {
                guard dotted, tokens[index - 2].isIdentifier("self") else { continue }
            } else if dotted {
                continue
            }
            let end = finder.expressionEnd(from: index + 2)
            return index + 2..<end
        }
        return nil
    }
}
