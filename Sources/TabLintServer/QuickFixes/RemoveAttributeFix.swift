import TabLintModel

/// `tab_root_hides_bottom_bar`: remove an attribute that is wrong where it stands (with the space before it).
enum RemoveAttributeFix: QuickFix {
    static let id = "removeAttribute"

    static func plan(_ data: [String: String], _ context: FeatureContext) -> PlannedFix? {
        guard let objectID = data["objectID"], let name = data["attribute"], let target = context.controller(withID: objectID),
            let attribute = attribute(name, of: target.controller)
        else { return nil }
        var start = attribute.nameRange.lowerBound
        let text = target.source.text
        while start > 0, text[start - 1] == 0x20 || text[start - 1] == 0x09 { start -= 1 }
        return PlannedFix(
            title: "Remove '\(name)=\"\(attribute.value)\"'",
            edits: [SourceEdit(file: target.source, range: start..<attribute.attributeRange.upperBound, text: "")])
    }

    /// The controller attributes the model keeps that a rule may ask to remove.
    private static func attribute(_ name: String, of controller: Controller) -> AttributeValue? {
        switch name {
        case "hidesBottomBarWhenPushed": return controller.hidesBottomBarWhenPushed
        default: return nil
        }
    }
}
