import TabLintCode
import TabLintGraph
import TabLintModel
import TabLintSource

/// Why a tab bar is known to draw its own look (`Docs/Rules.md`, "Bars that draw their own look"): a bar class of
/// the app's, a background image, a view over the bar. On such a bar an item without title or image need not be a
/// blank tab: the bar may draw the icons, or a button may cover the item.
package struct BarDrawing: Sendable {
    /// "its tab bar is 'CustomTabBar'", for messages.
    package let reason: String
    /// Where it is said: the document's `<tabBar>`, or the code.
    package let location: SourceLocation?
}

extension LintContext {
    /// How a storyboard's tab bar draws its own look, as its `<tabBar>` or the app's code says; nil when nothing says so.
    package func drawing(of bar: TabBar) -> BarDrawing? {
        let controller = bar.controller.controller
        if let view = controller.tabBar {
            if let custom = view.customClass {
                return BarDrawing(reason: "its tab bar is of class '\(custom.value)'", location: location(custom.range, in: bar))
            }
            if let image = view.backgroundImage {
                return BarDrawing(reason: "its tab bar has the background image '\(image.value)'", location: location(image.range, in: bar))
            }
        }
        let code = code
        guard code.hasCode else { return nil }
        let owner = controller.customClass.map { CodeFact.typeName($0.value) }
        let fact = code.tabBarDrawings.first { fact in
            guard case .tabBarDrawn(let drawing) = fact.kind else { return false }
            return drawing.isEveryBar || (owner != nil && fact.enclosingType == owner)
        }
        return fact.map { BarDrawing(reason: BarDrawing.reason(of: $0), location: code.location(of: $0)) }
    }

    private func location(_ range: Range<Int>?, in bar: TabBar) -> SourceLocation? {
        range.map { SourceLocation(file: bar.controller.document.source, range: $0) }
    }
}

extension CodeTabBarContext {
    /// How this bar draws its own look, as the code says: in the bar's class, in the code that builds it, or for
    /// every bar.
    package var drawing: BarDrawing? {
        let fact = code.tabBarDrawings.first { fact in
            guard case .tabBarDrawn(let drawing) = fact.kind else { return false }
            if drawing.isEveryBar { return true }
            if let owner = bar.controllerClass, fact.enclosingType == owner { return true }
            return fact.file == site.file && fact.enclosingType == site.enclosingType
        }
        return fact.map { BarDrawing(reason: BarDrawing.reason(of: $0), location: code.location(of: $0)) }
    }
}

extension BarDrawing {
    static func reason(of fact: CodeFact) -> String {
        guard case .tabBarDrawn(let drawing) = fact.kind else { return "it draws its own look" }
        switch drawing {
        case .barClass: return "its code gives it a tab bar class of the app's"
        case .backgroundImage(everyBar: true): return "the app gives every tab bar a background image"
        case .backgroundImage: return "its code gives its tab bar a background image"
        case .viewOverBar: return "its code lays a view over the bar"
        }
    }
}
