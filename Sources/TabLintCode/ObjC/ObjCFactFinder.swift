/// Finds facts in Objective-C tokens: method definitions by selector, property assignments in dot syntax
/// (`x.prop = value;`) and message sends (`[x setProp:value]`, `[defaults setObject:v forKey:@"k"]`).
struct ObjCFactFinder {
    let source: SourceText
    let tokens: [ObjCToken]
    let structure: ObjCStructure
    /// Token texts, string literals as `""` so that their words are no evidence.
    let words: [String]
    /// The file's integer constants (`#define`, `static const`, enum cases).
    let constants: ObjCIntConstants
    var facts: [CodeFact] = []

    static func facts(in source: SourceText) -> [CodeFact] {
        var finder = ObjCFactFinder(source: source)
        finder.run()
        return finder.facts
    }

    init(source: SourceText) {
        self.source = source
        tokens = ObjCScanner.tokens(in: source.bytes)
        structure = ObjCStructure(tokens: tokens)
        words = tokens.map { $0.kind == .string ? "\"\"" : $0.text }
        constants = ObjCIntConstants(bytes: source.bytes, tokens: tokens)
    }

    mutating func run() {
        for method in structure.methods { methodFacts(method) }
        for index in tokens.indices where tokens[index].kind == .atKeyword && tokens[index].text == "@interface" {
            guard index + 3 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 2].isPunctuation(":"),
                tokens[index + 3].kind == .identifier
            else { continue }
            let name = tokens[index + 1]
            facts.append(source.fact(.classDeclared(superclass: tokens[index + 3].text), at: name.range, in: name.text))
        }
        var methodIndex = 0
        for index in tokens.indices {
            while methodIndex < structure.methods.count, structure.methods[methodIndex].body.upperBound < index { methodIndex += 1 }
            let method =
                methodIndex < structure.methods.count && structure.methods[methodIndex].body.contains(index)
                ? structure.methods[methodIndex] : nil
            let token = tokens[index]
            if token.isPunctuation("=") {
                assignment(at: index, in: method)
            } else if token.isPunctuation("["), let message = ObjCMessage.parse(at: index, in: tokens) {
                send(message, in: method)
            }
        }
    }

    // MARK: Method definitions

    private mutating func methodFacts(_ method: ObjCMethod) {
        let kind: CodeFactKind
        switch method.selector {
        case "application:shouldSaveApplicationState:", "application:shouldSaveSecureApplicationState:",
            "application:shouldRestoreApplicationState:", "application:shouldRestoreSecureApplicationState:":
            guard !returnsOnlyNo(method) else { return }
            kind = .restorationOptIn
        case "stateRestorationActivityForScene:": kind = .sceneRestoration
        case "tabBarController:didEndCustomizingViewControllers:changed:": kind = .tabCustomizationObserved
        default: return
        }
        // The decisive part: `shouldSaveApplicationState`, `didEndCustomizingViewControllers`, or the only one.
        let range = tokens[method.nameTokens.count > 1 ? method.nameTokens[1] : method.nameTokens[0]].range
        let detail = "- " + method.selector
        facts.append(source.fact(kind, at: range, in: method.enclosingType, detail: detail))
    }

    /// When `method` runs for its controller.
    func phase(of method: ObjCMethod?) -> CodePhase { method.map { CodePhase.objCMethod($0.selector) } ?? .other }

    /// Whether a body is just `{ return NO; }` (or `false`): the method opts out.
    private func returnsOnlyNo(_ method: ObjCMethod) -> Bool {
        let body = words[method.body].filter { $0 != "(" && $0 != ")" }
        return body == ["{", "return", "NO", ";", "}"] || body == ["{", "return", "false", ";", "}"]
    }

    // MARK: Statements

    /// The index just after the statement boundary (`;`, `{`, `}`) before `index`.
    func statementStart(before index: Int) -> Int {
        var start = index
        while start > 0 {
            let token = tokens[start - 1]
            if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") || token.kind == .atKeyword {
                break
            }
            start -= 1
        }
        return start
    }

    /// The index of the `;` (or `}`) ending the expression that starts at `index`, at bracket depth 0.
    func expressionEnd(from index: Int) -> Int {
        var depth = 0
        var end = index
        while end < tokens.count {
            let token = tokens[end]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    if depth == 0 { return end }
                    depth -= 1
                case ";" where depth == 0: return end
                default: break
                }
            } else if token.kind == .atKeyword, token.text == "@end" || token.text == "@implementation" {
                return end
            }
            end += 1
        }
        return end
    }

    /// The names of the enclosing class and its superclass (when this file declares it).
    func classNames(at index: Int) -> [String] {
        guard let type = structure.enclosingType[index] else { return [] }
        return [type] + (structure.superclasses[type].map { [$0] } ?? [])
    }

    func range(_ tokenRange: Range<Int>) -> Range<Int> {
        guard !tokenRange.isEmpty else { return 0..<0 }
        return tokens[tokenRange.lowerBound].range.lowerBound..<tokens[tokenRange.upperBound - 1].range.upperBound
    }

    /// The string literal's contents when `tokenRange` is exactly one string literal.
    func literal(_ tokenRange: Range<Int>) -> String? {
        tokenRange.count == 1 && tokens[tokenRange.lowerBound].kind == .string ? tokens[tokenRange.lowerBound].text : nil
    }

    /// A title's value: `@"History"` is a literal; `NSLocalizedString(@"History", …)` (and the
    /// `NSLocalizedStringFromTable…` family) is localized by its key; anything else is unknown.
    func title(_ tokenRange: Range<Int>) -> TitleValue {
        if let literal = literal(tokenRange) { return .literal(literal) }
        let start = tokenRange.lowerBound
        guard tokenRange.count >= 4, tokens[start].kind == .identifier, tokens[start].text.hasPrefix("NSLocalizedString"),
            tokens[start + 1].isPunctuation("("), tokens[start + 2].kind == .string,
            tokens[tokenRange.upperBound - 1].isPunctuation(")")
        else { return .unknown }
        return .localized(key: tokens[start + 2].text)
    }
}
