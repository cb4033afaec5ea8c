import TabLintGraph
import TabLintModel

/// Restoration identifiers in use, and new ones that are not.
struct RestorationIdentifiers {
    private let taken: Set<String>

    /// Every effective restoration identifier in the workspace except `excluded`'s own.
    init(_ workspace: Workspace, excluding excluded: ResolvedController) {
        var taken = Set<String>()
        for document in workspace.documents {
            for controller in document.controllers where !controller.isStoryboardReference {
                if controller.id == excluded.controller.id, document.source.isSameFile(as: excluded.document.source) { continue }
                if let identifier = controller.effectiveRestorationIdentifier?.value { taken.insert(identifier) }
            }
        }
        self.taken = taken
    }

    /// The first candidate nobody uses, else the first one numbered 2, 3, … that nobody uses.
    func unique(_ candidates: [String]) -> String {
        let usable = candidates.filter { !$0.isEmpty }
        if let free = usable.first(where: { !taken.contains($0) }) { return free }
        let base = usable.first ?? "Controller"
        var number = 2
        while taken.contains("\(base)\(number)") { number += 1 }
        return "\(base)\(number)"
    }

    /// A readable identifier for a controller: its storyboard identifier, class, or title, else its kind.
    static func suggestion(for controller: Controller) -> String {
        if let identifier = controller.storyboardIdentifier?.value, !identifier.isEmpty { return identifier }
        if let custom = controller.customClass?.value { return custom }
        if let title = controller.title?.value {
            let letters = title.filter { $0.isLetter || $0.isNumber }
            if !letters.isEmpty { return letters }
        }
        return controller.kind.rawValue.prefix(1).uppercased() + controller.kind.rawValue.dropFirst()
    }
}
