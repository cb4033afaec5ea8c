/// An Objective-C message send, `[receiver name:arg name:arg]` or `[receiver name]`.
struct ObjCMessage: Sendable {
    /// One `name:` part and its argument's token indices.
    struct Part: Sendable {
        let name: String
        let nameToken: Int
        let argument: Range<Int>
    }

    let open: Int
    let close: Int
    /// Token indices of the receiver.
    let receiver: Range<Int>
    let parts: [Part]
    /// `setObject:forKey:`, or the single name of a unary message.
    let selector: String

    /// The message send opening at the `[` at `open`, if it is one. A `[` after an identifier, `]` or `)` is a
    /// subscript (but not after the `)` of an `if`/`while`/`for`/`switch` head); one after `@` a literal. The receiver runs to the first `name:` at bracket depth 0 (or, for a
    /// unary message, to the last identifier); a `?` at depth 0 makes the next `:` a conditional's. A missing `]`
    /// (a `;`, `{`, `}` or `@` keyword at depth 0 first, or
    /// more than `maximumLength` tokens) is no message.
    static func parse(at open: Int, in tokens: [ObjCToken]) -> ObjCMessage? {
        if open > 0 {
            let previous = tokens[open - 1]
            if previous.isPunctuation("@") || previous.isPunctuation("]") { return nil }
            if previous.isPunctuation(")"), !closesCondition(open - 1, in: tokens) { return nil }
            if previous.kind == .identifier, !["return", "in", "case", "else", "do"].contains(previous.text) { return nil }
        }
        var depth = 0
        var index = open + 1
        var firstPart: Int?
        var partNames: [Int] = []
        var pendingConditionals = 0
        while index < tokens.count, index - open < maximumLength {
            let token = tokens[index]
            if token.kind == .atKeyword { return nil }
            if token.kind == .punctuation {
                switch token.text {
                case "[", "(", "{": depth += 1
                case ")", "}":
                    depth -= 1
                    if depth < 0 { return nil }
                case "]":
                    if depth == 0 { return message(open: open, close: index, firstPart: firstPart, partNames, tokens) }
                    depth -= 1
                case ";" where depth == 0: return nil
                case "?" where depth == 0: pendingConditionals += 1
                case ":" where depth == 0:
                    if pendingConditionals > 0 {
                        pendingConditionals -= 1
                    } else if index > open + 2, tokens[index - 1].kind == .identifier {
                        firstPart = firstPart ?? (index - 1)
                        partNames.append(index - 1)
                    }
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    private static func message(open: Int, close: Int, firstPart: Int?, _ names: [Int], _ tokens: [ObjCToken]) -> ObjCMessage? {
        guard let firstPart else {
            // Unary: `[receiver name]`.
            guard close - open >= 3, tokens[close - 1].kind == .identifier else { return nil }
            return ObjCMessage(open: open, close: close, receiver: open + 1..<close - 1, parts: [], selector: tokens[close - 1].text)
        }
        guard firstPart > open + 1 else { return nil }
        var parts: [Part] = []
        for (position, name) in names.enumerated() {
            let end = position + 1 < names.count ? names[position + 1] : close
            parts.append(Part(name: tokens[name].text, nameToken: name, argument: name + 2..<max(name + 2, end)))
        }
        let selector = parts.map { $0.name + ":" }.joined()
        return ObjCMessage(open: open, close: close, receiver: open + 1..<firstPart, parts: parts, selector: selector)
    }

    /// Whether the `)` at `close` ends the head of an `if`, `while`, `for` or `switch`, so a `[` after it starts a
    /// statement (a message), not a subscript of a parenthesised expression.
    static func closesCondition(_ close: Int, in tokens: [ObjCToken]) -> Bool {
        var depth = 0
        var index = close
        while index >= 0, close - index < maximumLength {
            if tokens[index].isPunctuation(")") { depth += 1 }
            if tokens[index].isPunctuation("(") {
                depth -= 1
                if depth == 0 {
                    return index > 0 && ["if", "while", "for", "switch"].contains(tokens[index - 1].text)
                }
            }
            if tokens[index].isPunctuation(";") || tokens[index].isPunctuation("{") { return false }
            index -= 1
        }
        return false
    }

    /// Longest message looked for, in tokens, so that unbalanced brackets cost linear time.
    static let maximumLength = 4000

    func argument(_ name: String) -> Range<Int>? { parts.first { $0.name == name }?.argument }
}
