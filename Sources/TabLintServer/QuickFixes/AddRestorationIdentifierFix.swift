/// `missing_restoration_identifier`: give the controller a restoration identifier derived from its storyboard
/// identifier or class (the rule's suggestion), made unique.
enum AddRestorationIdentifierFix: QuickFix {
    static let id = "addRestorationIdentifier"

    static func plan(_ data: [String: String], _ context: FeatureContext) -> PlannedFix? {
        guard let objectID = data["objectID"], let target = context.controller(withID: objectID),
            target.controller.effectiveRestorationIdentifier == nil
        else { return nil }
        let value = RestorationIdentifiers(context.workspace, excluding: target).unique(
            [data["value"] ?? target.controller.suggestedRestorationIdentifier])
        return PlannedFix(
            title: "Add restoration identifier '\(value)'", edits: [RestorationIdentifiers.setting(value, on: target)])
    }
}
