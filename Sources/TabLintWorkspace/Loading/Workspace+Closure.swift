import Foundation
import TabLintModel

extension Workspace {
    /// A workspace of `file` and every storyboard its references can lead to: all storyboards of each name a
    /// reference gives, followed from those in turn, with the project resources of `inventory`.
    ///
    /// It is what a lint of `file` alone reads. Rules keep their findings in the document they lint and look at
    /// other IB files only forward, through storyboard references (`resolve`, `storyboardFile(named:near:)`,
    /// and the lookups by name of `storyboardInOtherTarget` and the unresolved-reference rule), so `file`'s
    /// diagnostics here are those it has in the whole workspace (`WorkspaceClosureTests` checks this over the
    /// Corpus and the real-world corpus). The language server lints an open document this way while the
    /// workspace index still loads.
    /// - Parameter load: the loaded file at a path of `inventory` (an editor's buffer, or the disk).
    package static func closure(
        of file: LoadedFile, inventory: ProjectInventory, roots: [URL], contents: FileContents,
        load: (String) -> LoadedFile
    ) -> Workspace {
        var storyboards: [Substring: [String]] = [:]
        for path in inventory.documents where path.hasSuffix(".storyboard") {
            storyboards[ProjectInventory.lastComponent(path).dropLast(".storyboard".count), default: []].append(path)
        }
        var files = [file]
        var paths: Set<String> = [file.source.path]
        var names: Set<String> = []
        var next = 0
        while next < files.count {
            let document = files[next].document
            next += 1
            for controller in document?.controllers ?? [] {
                guard let name = controller.reference?.storyboardName?.value, names.insert(name).inserted else { continue }
                for path in (storyboards[name[...]] ?? []).sorted() where paths.insert(path).inserted {
                    files.append(load(path))
                }
            }
        }
        return Workspace(
            files: files, roots: roots, resources: ProjectLoader.resources(for: files, inventory: inventory, contents: contents))
    }
}
