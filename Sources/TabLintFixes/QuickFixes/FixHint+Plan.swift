import TabLintCore

extension FixHint {
    /// The edits that mend the finding, or `nil` when its facts no longer hold (the text changed since) or
    /// the hint has no fix. Exhaustive: a new hint does not compile until it is given its fix here.
    func plan(_ context: FeatureContext) -> PlannedFix? {
        switch self {
        case .addRestorationIdentifier(let controllerID, let suggested):
            AddRestorationIdentifierFix.plan(controllerID: controllerID, suggested: suggested, context)
        case .uniqueRestorationIdentifier(let controllerID):
            UniqueRestorationIdentifierFix.plan(controllerID: controllerID, context)
        case .addTabBarItem(let controllerID):
            AddTabBarItemFix.plan(controllerID: controllerID, context)
        case .removeDuplicateTab(let segueID):
            RemoveDuplicateTabFix.plan(segueID: segueID, context)
        case .removeAttribute(let attribute, let controllerID):
            RemoveAttributeFix.plan(attribute, controllerID: controllerID, context)
        case .missingImage:
            nil
        }
    }
}
