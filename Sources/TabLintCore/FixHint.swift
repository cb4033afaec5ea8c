/// What a quick fix needs to mend a finding: which fix, and the IB object ids and values it acts on.
///
/// A rule attaches one to a `Diagnostic`; the language server and `tablint lint --fix` switch over it
/// exhaustively, so a hint always has a fix (or says, as a case, that it has none). At the edge, in
/// LSP diagnostics and the JSON report, it becomes the flat `data` object of `fields`.
package enum FixHint: Sendable, Hashable {
    /// Give a controller a restoration identifier; `suggested` is the rule's choice (made unique by the fix).
    case addRestorationIdentifier(controllerID: String, suggested: String)
    /// Give a controller whose restoration identifier another one uses a new one nobody uses.
    case uniqueRestorationIdentifier(controllerID: String)
    /// Add a `<tabBarItem>` to a tab's controller.
    case addTabBarItem(controllerID: String)
    /// Remove the relationship segue that repeats a tab.
    case removeDuplicateTab(segueID: String?)
    /// Remove an attribute that is wrong where it stands.
    case removeAttribute(Attribute, controllerID: String)
    /// An image no catalog or file of the project holds. No fix: an image is a file to add, not a text
    /// edit; the name is carried so that an editor can tell which image to add.
    case missingImage(name: String)

    /// The controller attributes a fix may remove.
    package enum Attribute: String, Sendable, Hashable, CaseIterable {
        case hidesBottomBarWhenPushed
    }
}
