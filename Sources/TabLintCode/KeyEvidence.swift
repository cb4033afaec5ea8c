import TabLintSource

/// Decides from the tokens of a value written to user defaults what it identifies tabs by, and whether it is about
/// the tab order or the selected tab.
///
/// Tokens are source tokens as text (identifiers, keywords, punctuation); string literal contents are never among
/// them, so a word inside a string is no evidence. Both the Swift and the Objective-C readers feed it.
enum KeyEvidence {
    /// What the enclosing function tells about a defaults write.
    struct FunctionSignals: Sendable {
        var isDidSelect = false
        var isDidEndCustomizing = false
    }

    /// The tab keys a value derives from: restoration identifiers, class names, titles and item tags; indices only
    /// when the value derives from none of those (`viewControllers[selectedIndex].title` is a title).
    static func keys(in tokens: [String]) -> [TabKey] {
        var found: Set<TabKey> = []
        for (index, token) in tokens.enumerated() {
            let previous = index > 0 ? tokens[index - 1] : ""
            let next = index + 1 < tokens.count ? tokens[index + 1] : ""
            switch token {
            case "restorationIdentifier": found.insert(.restorationIdentifier)
            case "NSStringFromClass", "className", "classForCoder": found.insert(.className)
            case "type" where next == "(" && index + 2 < tokens.count && tokens[index + 2] == "of":
                found.insert(.className)
            case "title" where previous == "." || (next == "]" && isIdentifierOrClose(previous)):
                found.insert(.title)
            case "tag" where previous == "." || (next == "]" && isIdentifierOrClose(previous)):
                found.insert(.tag)
            case "selectedIndex", "firstIndex", "lastIndex", "indexOfObject", "indexOfObjectIdenticalTo":
                found.insert(.index)
            case "index" where next == "(" && index + 2 < tokens.count && tokens[index + 2] == "of":
                found.insert(.index)
            default: break
            }
        }
        let strong = [TabKey.restorationIdentifier, .className, .title, .tag].filter(found.contains)
        if !strong.isEmpty { return strong }
        return found.contains(.index) ? [.index] : []
    }

    static func mentionsSelection(_ tokens: [String]) -> Bool {
        tokens.contains { selectionWords.contains($0) }
    }

    static func mentionsOrder(_ tokens: [String]) -> Bool {
        tokens.contains { orderWords.contains($0) }
    }

    /// The persistence facts for a defaults write of a value whose (expanded) tokens are `value`, under `key` (the
    /// literal defaults key, if any), directly mentioning `direct` (the value expression's own tokens).
    static func persistence(value: [String], direct: [String], key: String?, function: FunctionSignals) -> [CodeFactKind] {
        let lowerKey = key?.lowercased() ?? ""
        let selectionInValue = mentionsSelection(value)
        let orderInValue = mentionsOrder(value)
        let tabContext =
            selectionInValue || orderInValue || function.isDidSelect || function.isDidEndCustomizing
            || lowerKey.utf8.contains("tab".utf8)
        guard tabContext else { return [] }
        let isSelection: Bool
        if selectionInValue {
            isSelection = true
        } else if orderInValue || function.isDidEndCustomizing || lowerKey.utf8.contains("order".utf8) {
            isSelection = false
        } else if function.isDidSelect || lowerKey.utf8.contains("select".utf8) {
            isSelection = true
        } else {
            return []
        }
        var keys = keys(in: value)
        if keys.isEmpty {
            // The value is the controllers themselves (archived, say): persisted, by what is not known.
            guard direct.contains(where: { ["viewControllers", "selectedViewController"].contains($0) }) else { return [] }
            keys = [.unknown]
        }
        return keys.map { isSelection ? .tabSelectionPersisted($0) : .tabOrderPersisted($0) }
    }

    private static func isIdentifierOrClose(_ token: String) -> Bool {
        token == "]" || token == ")" || (token.first.map { $0.isLetter || $0 == "_" } ?? false)
    }

    static let selectionWords: Set<String> = ["selectedIndex", "selectedViewController", "selectedTab"]
    static let orderWords: Set<String> = ["viewControllers", "customizableViewControllers"]
}
