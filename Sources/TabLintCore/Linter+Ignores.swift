import TabLintModel
import TabLintWorkspace

/// `.tablint.yml`'s `ignore:` entries: what they suppress, and which of those that suppress nothing a run is about.
extension Linter {
    /// `diagnostics` without those an `ignore:` entry suppresses, and the entries that suppressed some. An entry's
    /// `objects` match a finding about any id that stands for the same tab (`ObjectAliases`).
    package func suppressing(_ diagnostics: [Diagnostic], in workspace: Workspace) -> (kept: [Diagnostic], used: Set<IgnoreEntry>) {
        guard !ignores.isEmpty else { return (diagnostics, []) }
        let documents = Dictionary(workspace.files.compactMap { $0.document.map { ($0.source.path, $0) } }, uniquingKeysWith: { first, _ in first })
        let prefix = ignoreBase.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let aliases = ignores.contains { !$0.objects.isEmpty } ? ObjectAliases(workspace) : nil
        var used = Set<IgnoreEntry>()
        let kept = diagnostics.filter { diagnostic in
            let path = diagnostic.location.file.path
            let className = diagnostic.objectID.flatMap { id in documents[path]?.controllers.first { $0.id == id }?.className }
            let relative = prefix.flatMap { path.hasPrefix($0) ? String(path.dropFirst($0.count)) : nil }
            let ids = diagnostic.objectID.map { id in aliases?.ids(for: id, locatedIn: path) ?? [id] } ?? []
            let matching = ignores.filter { $0.matches(diagnostic, objectIDs: ids, className: className, relativePath: relative) }
            used.formUnion(matching)
            return matching.isEmpty
        }
        return (kept, used)
    }

    /// Of `entries` (entries that suppressed nothing in a lint of a whole project), those about the files at
    /// `paths`, which a run named: an entry whose `files` match one of them, whose `objects` are in one of them, or
    /// whose `classes` are the class of a controller in one of them. The others may be for files the run did not
    /// look at, so it says nothing of them.
    package func ignores(_ entries: [IgnoreEntry], concerning paths: Set<String>, in workspace: Workspace) -> [IgnoreEntry] {
        guard !entries.isEmpty else { return [] }
        let prefix = ignoreBase.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let relative = paths.compactMap { path in prefix.flatMap { path.hasPrefix($0) ? String(path.dropFirst($0.count)) : nil } }
        let documents = workspace.documents.filter { paths.contains($0.source.path) }
        var ids = Set<String>()
        var classes = Set<String>()
        for controller in documents.flatMap(\.controllers) {
            ids.insert(controller.id)
            if let item = controller.tabBarItem?.objectID { ids.insert(item) }
            classes.insert(controller.className)
        }
        return entries.filter { entry in
            entry.files.contains { glob in relative.contains { glob.matches($0) } } || !entry.objects.isDisjoint(with: ids)
                || !entry.classes.isDisjoint(with: classes)
        }
    }
}
