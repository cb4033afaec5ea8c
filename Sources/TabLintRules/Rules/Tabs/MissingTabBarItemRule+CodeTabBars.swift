import TabLintCore

/// `missing_tab_bar_item` on a tab bar built in code: the tabs the code is known to leave without item, title or
/// image, and tabs that get their look only once their view loads.
extension MissingTabBarItemRule {
    /// A tab bar built in code: a tab whose plain UIKit controller the code gives no item, title or image is blank.
    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        let looks = context.tabs.map { context.look(of: $0) }
        let blank = zip(context.tabs, looks).filter { $0.1.blank == .certain }
        // The bar's own look is asked about only where a tab is blank.
        let drawing = blank.isEmpty ? nil : context.drawing
        let everyTabBlank = blank.count == context.tabs.count
        var found: [Diagnostic] = []
        for (index, (tab, look)) in zip(context.tabs, looks).enumerated() where index > 0 && tab.count == 1 {
            guard let late = look.setOnlyOnceLoaded else { continue }
            found.append(loadedLate(context.label(tab), at: context.location(tab.range), late, context.code))
        }
        return found
            + blank.compactMap { tab, look in
                let finding = diagnostic(
                    "\(context.label(tab)) gets no tab bar item, title or image from the code: UIKit makes an item without title or image, and the tab is blank",
                    at: context.location(tab.range), severity: .error)
                guard let drawing else { return finding }
                if everyTabBlank { return finding.drawnByTheBar(drawing, severity: .info) }
                return look.isDisabled ? nil : finding.placeholder(tab: context.label(tab), drawing, severity: .warning)
            }
    }
}
