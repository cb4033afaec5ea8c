import TabLintCore
import TabLintModel

/// `tab_root_hides_bottom_bar`: remove an attribute that is wrong where it stands (with the space before it).
enum RemoveAttributeFix {
    static func plan(_ attribute: FixHint.Attribute, controllerID: String, _ context: FeatureContext) -> PlannedFix? {
        guard let target = context.controller(withID: controllerID), let value = value(attribute, of: target.controller) else {
            return nil
        }
        var start = value.nameRange.lowerBound
        let text = target.source.text
        while start > 0, text[start - 1] == 0x20 || text[start - 1] == 0x09 { start -= 1 }
        return PlannedFix(
            title: "Remove '\(attribute.rawValue)=\"\(value.value)\"'",
            edits: [SourceEdit(file: target.source, range: start..<value.attributeRange.upperBound, text: "")])
    }

    /// Where the model keeps an attribute a fix may remove.
    private static func value(_ attribute: FixHint.Attribute, of controller: Controller) -> AttributeValue? {
        switch attribute {
        case .hidesBottomBarWhenPushed: controller.hidesBottomBarWhenPushed
        }
    }
}
