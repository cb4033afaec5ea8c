/// `duplicate_restoration_identifier`: give the later controller an identifier nobody else uses. When its
/// identifier is its storyboard identifier ("Use Storyboard ID"), an explicit `restorationIdentifier` is added,
/// which takes precedence: the storyboard identifier that code may instantiate by stays as it is.
enum UniqueRestorationIdentifierFix {
    static func plan(controllerID: String, _ context: FeatureContext) -> PlannedFix? {
        guard let target = context.controller(withID: controllerID),
            let current = target.controller.effectiveRestorationIdentifier
        else { return nil }
        let value = RestorationIdentifiers(context.workspace, excluding: target).unique(
            [target.controller.suggestedRestorationIdentifier, current.value])
        let renames = !(target.controller.restorationIdentifier?.value.isEmpty ?? true)
        let title =
            renames
            ? "Rename restoration identifier '\(current.value)' to '\(value)'"
            : "Add restoration identifier '\(value)' (the storyboard identifier '\(current.value)' stays)"
        return PlannedFix(title: title, edits: [RestorationIdentifiers.setting(value, on: target)])
    }
}
