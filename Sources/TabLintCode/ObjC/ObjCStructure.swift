/// The outline of an Objective-C file: `@interface` superclasses, `@implementation` extents and method definitions.
///
/// At brace depth 0 inside `@implementation Name` or `@implementation Name (Category)`, a `-` or `+` starts a
/// method header: an optional parenthesised return type, then either one name (`- (void)viewDidLoad`) or `name:`
/// parts each followed by an optional parenthesised type and a parameter name. A `{` ends the header and starts the
/// body, which runs to its matching `}`; a `;` makes it a declaration. An unbalanced body ends at `@end`, at the
/// next `@implementation`, or at the end of the file, so broken files still give an outline.
struct ObjCStructure {
    var methods: [ObjCMethod] = []
    /// `@interface Name : Super` in this file: class name → superclass.
    var superclasses: [String: String] = [:]
    /// For every token, the `@implementation` it is in.
    var enclosingType: [String?] = []

    init(tokens: [ObjCToken]) {
        enclosingType = Array(repeating: nil, count: tokens.count)
        var current: String?
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            enclosingType[index] = current
            if token.kind == .atKeyword {
                switch token.text {
                case "@implementation":
                    current = Self.name(after: index, in: tokens)
                    depth = 0
                case "@end":
                    current = nil
                    depth = 0
                case "@interface":
                    if let name = Self.name(after: index, in: tokens), index + 3 < tokens.count,
                        tokens[index + 2].isPunctuation(":"), tokens[index + 3].kind == .identifier
                    {
                        superclasses[name] = tokens[index + 3].text
                    }
                default: break
                }
            } else if token.isPunctuation("{") {
                depth += 1
            } else if token.isPunctuation("}") {
                depth = max(0, depth - 1)
            } else if depth == 0, current != nil, token.isPunctuation("-") || token.isPunctuation("+"),
                let method = Self.method(at: index, in: tokens, type: current)
            {
                methods.append(method)
                for inner in index...method.body.upperBound { enclosingType[inner] = current }
                index = method.body.upperBound + 1
                continue
            }
            index += 1
        }
    }

    private static func name(after index: Int, in tokens: [ObjCToken]) -> String? {
        index + 1 < tokens.count && tokens[index + 1].kind == .identifier ? tokens[index + 1].text : nil
    }

    /// The method whose header starts at the `-`/`+` at `start`, if it is a definition.
    private static func method(at start: Int, in tokens: [ObjCToken], type: String?) -> ObjCMethod? {
        var index = start + 1
        if index < tokens.count, tokens[index].isPunctuation("(") {
            guard let close = closingParenthesis(from: index, in: tokens) else { return nil }
            index = close + 1
        }
        var selector = ""
        var names: [Int] = []
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") { break }
            if token.isPunctuation(";") || token.kind == .atKeyword || token.isPunctuation("}") { return nil }
            if token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") {
                selector += token.text + ":"
                names.append(index)
                index += 2
                if index < tokens.count, tokens[index].isPunctuation("(") {
                    guard let close = closingParenthesis(from: index, in: tokens) else { return nil }
                    index = close + 1
                }
                if index < tokens.count, tokens[index].kind == .identifier { index += 1 }
                continue
            }
            if token.kind == .identifier, selector.isEmpty {
                selector = token.text
                names.append(index)
            }
            index += 1
        }
        guard index < tokens.count, !selector.isEmpty else { return nil }
        let end = bodyEnd(from: index, in: tokens)
        return ObjCMethod(selector: selector, nameTokens: names, body: index...end, enclosingType: type)
    }

    /// The index of the `)` matching the `(` at `open`, looking no further than a `{`, `;` or `@` keyword.
    private static func closingParenthesis(from open: Int, in tokens: [ObjCToken]) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            let token = tokens[index]
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") {
                depth -= 1
                if depth == 0 { return index }
            }
            if token.isPunctuation("{") || token.isPunctuation(";") || token.kind == .atKeyword { return nil }
        }
        return nil
    }

    /// The index of the `}` matching the `{` at `open`, or the last token before `@end`/`@implementation`.
    private static func bodyEnd(from open: Int, in tokens: [ObjCToken]) -> Int {
        var depth = 0
        for index in open..<tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("}") {
                depth -= 1
                if depth == 0 { return index }
            }
            if token.kind == .atKeyword, token.text == "@end" || token.text == "@implementation" {
                return max(open, index - 1)
            }
        }
        return tokens.count - 1
    }
}
