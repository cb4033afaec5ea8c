import TabLintCode
import TabLintCore

extension TitleBasedTabOrderingRule {
    /// A tab bar built in code, in an app that persists the tab order or selection by title: tabs the code titles
    /// alike where it makes them, or with a title that is translated (a localized string, a system item). Titles
    /// the code computes are not judged.
    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        guard context.tabCount >= 2, let fact = context.code.persistence(by: .title) else { return [] }
        let notes = context.note("The app persists the tab order or selection by title", fact)
        var found: [Diagnostic] = []
        var firstByTitle: [String: CodeTab] = [:]
        for tab in context.tabs where tab.count == 1 && !tab.item.isOpaque {
            let number = context.numbers(of: tab).lowerBound
            let place = context.location(tab.item.imageRange ?? tab.range)
            if tab.item.isSystem {
                found.append(
                    diagnostic(
                        "Tab \(number) takes its title from a system item, which iOS localizes: a stored title will not match in another language; \(Self.advice)",
                        at: place, related: notes))
                continue
            }
            switch tab.item.title {
            case .localized(let key)?:
                found.append(
                    diagnostic(
                        "Tab \(number)'s title is the localized string '\(key)': a stored title will not match in another language; \(Self.advice)",
                        at: place, related: notes))
            case .literal(let text)?:
                guard let earlier = firstByTitle[text] else {
                    firstByTitle[text] = tab
                    continue
                }
                let other = context.numbers(of: earlier).lowerBound
                let related = [RelatedNote("Tab \(other) is also titled '\(text)'", at: context.location(earlier.item.imageRange ?? earlier.range))]
                found.append(
                    diagnostic(
                        "Tab \(number) has the same title '\(text)' as tab \(other): title-based tab order or selection cannot tell them apart; \(Self.advice)",
                        at: place, related: related + notes))
            case .formatted?, .unknown?, nil:
                continue
            }
        }
        return found
    }
}
