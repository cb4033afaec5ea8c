/// `duplicate_tab`: remove the relationship segue that connects a scene to the tab bar a second time.
enum RemoveDuplicateTabFix {
    static func plan(segueID: String?, _ context: FeatureContext) -> PlannedFix? {
        guard let segueID,
            let edge = context.document.edges.first(where: { $0.objectID == segueID })
        else { return nil }
        return PlannedFix(
            title: "Remove the repeated tab connection",
            edits: [XMLText.removeElement(edge.location.range, in: context.source)])
    }
}
