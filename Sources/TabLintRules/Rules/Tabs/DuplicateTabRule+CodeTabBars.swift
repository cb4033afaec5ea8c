import TabLintCode
import TabLintCore

/// `duplicate_tab` on a tab bar the code builds: a tab whose expression repeats an earlier tab's, character for
/// character (blanks aside). The same local twice is one controller in two tabs; the same construction twice makes
/// two controllers alike, as one scene connected twice in IB. A tab of a loop, a tab whose making TabLint cannot
/// tell, and a tab whose item the bar's code changes by index are left alone.
extension DuplicateTabRule {
    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var earlier: [(text: String, tab: CodeTab)] = []
        for tab in context.tabs {
            guard tab.count == 1, tab.isKnown, !context.isChangedByTheBar(tab) else { continue }
            let text = String(context.source.string(in: tab.range).filter { !$0.isWhitespace })
            if let first = earlier.first(where: { $0.text == text }) {
                let note = [RelatedNote(context.label(first.tab), at: context.location(first.tab.range))]
                let message =
                    Self.isVariable(text)
                    ? "\(context.label(tab)) is the controller '\(text)' of \(context.lowercasedLabel(first.tab)) again: one controller cannot be the child of two tabs"
                    : "\(context.label(tab)) makes the same controller as \(context.lowercasedLabel(first.tab)), and no code tells the copies apart"
                found.append(diagnostic(message, at: context.location(tab.range), related: note))
            } else {
                earlier.append((text, tab))
            }
        }
        return found
    }

    /// Whether a tab's expression names a variable or property (`feed`, `self.feed`) rather than making one.
    private static func isVariable(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }
}
