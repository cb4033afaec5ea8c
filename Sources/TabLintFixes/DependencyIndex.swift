import TabLintModel
import TabLintWorkspace

/// Which files reach a storyboard through storyboard references (`storyboardName="…"`), directly or through
/// other storyboards: the files whose diagnostics may change when that storyboard does.
package struct DependencyIndex: Sendable {
    /// Storyboard name → paths of the files with a reference to it.
    private var referrers: [String: Set<String>] = [:]
    private var baseNames: [String: String] = [:]

    package init(_ workspace: Workspace) {
        for file in workspace.files {
            guard let document = file.document else { continue }
            baseNames[file.source.path] = document.format == .storyboard ? file.source.baseName : nil
            for controller in document.controllers {
                guard let reference = controller.reference, reference.bundleIdentifier == nil else { continue }
                let name = reference.storyboardName?.value ?? file.source.baseName
                referrers[name, default: []].insert(file.source.path)
            }
        }
    }

    package func files(dependingOnStoryboardNamed name: String) -> Set<String> {
        var found = Set<String>()
        var names = [name]
        var seenNames: Set<String> = [name]
        while let next = names.popLast() {
            for path in referrers[next] ?? [] where found.insert(path).inserted {
                if let base = baseNames[path], seenNames.insert(base).inserted { names.append(base) }
            }
        }
        return found
    }
}
