import TabLintModel
import TabLintWorkspace

extension Workspace {
    /// Follows a storyboard reference: `storyboardName` → `<name>.storyboard` (this storyboard when the name
    /// is absent), then `referencedIdentifier` → the controller with that `storyboardIdentifier`, else the
    /// target's initial controller. A reference to a reference is followed too.
    package func resolve(_ reference: Controller, in document: IBDocument) -> ReferenceResolution {
        var current = ResolvedController(document: document, controller: reference)
        var visited: Set<String> = []
        while let link = current.controller.reference {
            let key = current.document.source.path + "#" + current.controller.id
            guard visited.insert(key).inserted else { return .cycle }
            if link.bundleIdentifier != nil { return .otherBundle }
            let storyboard: IBDocument
            if let name = link.storyboardName?.value {
                guard let file = storyboardFile(named: name, near: current.document.source) else {
                    return .missingStoryboard(name: name)
                }
                guard let found = file.document else { return .unreadableStoryboard(name: name, file: file) }
                storyboard = found
            } else {
                storyboard = current.document
            }
            let target: Controller
            if let identifier = link.referencedIdentifier?.value {
                guard let found = storyboard.controllers(withStoryboardIdentifier: identifier).first else {
                    return .missingIdentifier(identifier: identifier, storyboard: storyboard)
                }
                target = found
            } else {
                guard let initial = storyboard.initialController else {
                    return .missingInitialController(storyboard: storyboard)
                }
                target = initial
            }
            current = ResolvedController(document: storyboard, controller: target)
        }
        return .resolved(current)
    }

    /// The controller an edge's destination stands for at run time: the destination itself, or the target
    /// of the storyboard reference it is. `nil` when the destination id names nothing or a reference does
    /// not resolve.
    package func runtimeController(for site: Controller, in document: IBDocument) -> (ReferenceResolution?, ResolvedController?) {
        guard site.isStoryboardReference else { return (nil, ResolvedController(document: document, controller: site)) }
        let resolution = resolve(site, in: document)
        return (resolution, resolution.target)
    }
}
