import TabLintSource

/// `missing_restoration_identifier`: give the controller a restoration identifier derived from its storyboard
/// identifier or class (the rule's suggestion), made unique.
enum AddRestorationIdentifierFix: QuickFix {
    static let id = "addRestorationIdentifier"

    static func plan(_ data: [String: String], _ context: FeatureContext) -> PlannedFix? {
        guard let objectID = data["objectID"], let target = context.controller(withID: objectID),
            target.controller.effectiveRestorationIdentifier == nil
        else { return nil }
        let controller = target.controller
        let value = RestorationIdentifiers(context.workspace, excluding: target).unique(
            [data["value"] ?? "", RestorationIdentifiers.suggestion(for: controller)])
        let escaped = XMLEscaping.attribute(value)
        let edit: SourceEdit
        if let empty = controller.restorationIdentifier {
            edit = SourceEdit(file: target.source, range: empty.range, text: escaped)
        } else {
            let offset = controller.location.attributeInsertionOffset
            edit = SourceEdit(file: target.source, range: offset..<offset, text: " restorationIdentifier=\"\(escaped)\"")
        }
        return PlannedFix(title: "Add restoration identifier '\(value)'", isPreferred: true, edits: [edit])
    }
}
