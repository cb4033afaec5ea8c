/// `missing_restoration_identifier`: give the controller a restoration identifier derived from its storyboard
/// identifier or class (the rule's suggestion), made unique.
enum AddRestorationIdentifierFix {
    static func plan(controllerID: String, suggested: String, _ context: FeatureContext) -> PlannedFix? {
        guard let target = context.controller(withID: controllerID),
            target.controller.effectiveRestorationIdentifier == nil
        else { return nil }
        let value = RestorationIdentifiers(context.workspace, excluding: target).unique(
            [suggested])
        return PlannedFix(
            title: "Add restoration identifier '\(value)'", edits: [RestorationIdentifiers.setting(value, on: target)])
    }
}
