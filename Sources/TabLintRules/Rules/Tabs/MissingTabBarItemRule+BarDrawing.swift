import TabLintCore

/// `missing_tab_bar_item`'s findings on a bar that draws its own look (`Docs/Rules.md`, "Bars that draw their own
/// look"), for bars in IB and in code alike.
extension Diagnostic {
    /// This finding on a bar that draws its own look, where every tab is blank: the bar draws what the items lack.
    func drawnByTheBar(_ drawing: BarDrawing, severity: Severity) -> Diagnostic {
        var lowered = adding(related: drawing.location.map { [RelatedNote("The bar draws its own look: \(drawing.reason)", at: $0)] } ?? [])
        lowered.severity = severity
        return lowered
    }

    /// A blank tab among configured ones on a bar that draws its own look: a placeholder (a button of the app's lies
    /// over it, say) that users can still select.
    func placeholder(tab label: String, _ drawing: BarDrawing, severity: Severity) -> Diagnostic {
        let message =
            "\(label) is blank on a bar that draws its own look (\(drawing.reason)): a placeholder users can still select, which shows an empty screen; disable its item (isEnabled = false) or give it a title and image"
        let notes = drawing.location.map { [RelatedNote("The bar draws its own look", at: $0)] } ?? []
        return Diagnostic(
            ruleID: ruleID, severity: severity, message: message, location: location, related: related + notes, objectID: objectID, fix: fix)
    }
}
