/// Loops over a tab bar's items in Objective-C: `for (UITabBarItem *item in self.tabBar.items) { … }` and
/// `[self.tabBar.items enumerateObjectsUsingBlock:^(UITabBarItem *item, NSUInteger idx, BOOL *stop) { … }]`. The
/// item a loop's variable holds is some tab's, which one TabLint cannot tell.
enum ObjCItemLoops {
    /// Whether `name`, used at token `index` inside `method`, is the variable of a loop over a tab bar's items that
    /// encloses it.
    static func isItemOfLoop(_ name: String, at index: Int, in method: ObjCMethod, tokens: [ObjCToken]) -> Bool {
        var position = index - 1
        while position > method.body.lowerBound {
            defer { position -= 1 }
            guard tokens[position].isIdentifier(name) else { continue }
            // `for (T *name in EXPRESSION)`: the expression runs to the `)` at depth 0.
            if position + 1 < index, tokens[position + 1].isIdentifier("in"), isInForHeader(position, tokens: tokens, floor: method.body.lowerBound) {
                var end = position + 2
                var depth = 0
                var words: [String] = []
                while end < index {
                    let token = tokens[end]
                    if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
                    if token.isPunctuation(")") || token.isPunctuation("]") {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    words.append(token.text)
                    end += 1
                }
                return namesItems(words)
            }
            // `^(T *name, …)` of a block passed to a message whose receiver names the items.
            if let caret = blockCaret(before: position, tokens: tokens, floor: method.body.lowerBound) {
                let receiver = tokens[max(method.body.lowerBound, caret - 12)..<caret].map(\.text)
                return namesItems(receiver) && receiver.contains { $0.hasPrefix("enumerateObjects") }
            }
        }
        return false
    }

    /// Whether the variable at `position` is declared in a `for (` header: a `for` `(` before it on the same
    /// statement.
    private static func isInForHeader(_ position: Int, tokens: [ObjCToken], floor: Int) -> Bool {
        var index = position - 1
        while index > floor, index > position - 6 {
            if tokens[index].isPunctuation("("), index > 0, tokens[index - 1].isIdentifier("for") { return true }
            if tokens[index].isPunctuation(";") || tokens[index].isPunctuation("{") { return false }
            index -= 1
        }
        return false
    }

    /// The `^` of a block whose parameter list holds the token at `position`: `^ (` … `position` … `)`.
    private static func blockCaret(before position: Int, tokens: [ObjCToken], floor: Int) -> Int? {
        var index = position - 1
        while index > floor, index > position - 8 {
            let token = tokens[index]
            if token.isPunctuation("("), index > 0, tokens[index - 1].isPunctuation("^") { return index - 1 }
            if token.isPunctuation(")") || token.isPunctuation(";") || token.isPunctuation("{") { return nil }
            index -= 1
        }
        return nil
    }

    private static func namesItems(_ words: [String]) -> Bool {
        words.contains("tabBar") && words.contains("items")
    }
}
