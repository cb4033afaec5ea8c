import TabLintSource

/// `duplicate_restoration_identifier`: give the later controller an identifier nobody else uses. When its
/// identifier is its storyboard identifier ("Use Storyboard ID"), an explicit `restorationIdentifier` is added,
/// which takes precedence: the storyboard identifier that code may instantiate by stays as it is.
enum UniqueRestorationIdentifierFix: QuickFix {
    static let id = "uniqueRestorationIdentifier"

    static func plan(_ data: [String: String], _ context: FeatureContext) -> PlannedFix? {
        guard let objectID = data["objectID"], let target = context.controller(withID: objectID),
            let current = target.controller.effectiveRestorationIdentifier
        else { return nil }
        let controller = target.controller
        let suggestion = RestorationIdentifiers.suggestion(for: controller)
        let value = RestorationIdentifiers(context.workspace, excluding: target).unique(
            suggestion == current.value ? [current.value] : [suggestion, current.value])
        let escaped = XMLEscaping.attribute(value)
        if let own = controller.restorationIdentifier, !own.value.isEmpty {
            return PlannedFix(
                title: "Rename restoration identifier '\(current.value)' to '\(value)'", isPreferred: true,
                edits: [SourceEdit(file: target.source, range: own.range, text: escaped)])
        }
        let edit: SourceEdit
        if let empty = controller.restorationIdentifier {
            edit = SourceEdit(file: target.source, range: empty.range, text: escaped)
        } else {
            let offset = controller.location.attributeInsertionOffset
            edit = SourceEdit(file: target.source, range: offset..<offset, text: " restorationIdentifier=\"\(escaped)\"")
        }
        return PlannedFix(
            title: "Add restoration identifier '\(value)' (the storyboard identifier '\(current.value)' stays)", isPreferred: true,
            edits: [edit])
    }
}
