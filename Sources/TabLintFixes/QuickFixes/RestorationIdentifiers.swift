import TabLintGraph
import TabLintModel
import TabLintSource
import TabLintWorkspace
import TabLintXML

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

    /// The edit that gives `target` the restoration identifier `value`: its own (possibly empty)
    /// `restorationIdentifier` replaced, else the attribute added.
    static func setting(_ value: String, on target: ResolvedController) -> SourceEdit {
        let escaped = XMLEscaping.attribute(value)
        if let own = target.controller.restorationIdentifier {
            return SourceEdit(file: target.source, range: own.range, text: escaped)
        }
        let offset = target.controller.location.attributeInsertionOffset
        return SourceEdit(file: target.source, range: offset..<offset, text: " restorationIdentifier=\"\(escaped)\"")
    }
}
