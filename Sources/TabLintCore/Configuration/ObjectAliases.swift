import TabLintGraph
import TabLintModel
import TabLintWorkspace

/// The IB object ids that stand for one tab, so that `ignore: objects:` takes whichever a user sees: a controller's
/// id (what hover shows), its tab bar item's id, and the id of a storyboard reference that stands for it as a tab
/// (with that reference's own item). A finding about the tab, whichever of them it carries, matches an entry naming
/// any of them.
///
/// Ids are kept per document (two storyboards may hold the same id); an id a finding carries is looked up in the
/// finding's own document first, else in every document.
package struct ObjectAliases: Sendable {
    private struct Key: Hashable, Sendable {
        let path: String
        let id: String
    }

    private var parent: [Key: Key] = [:]
    private var keysByID: [String: [Key]] = [:]
    /// The ids of each group of more than one key, by the group's root.
    private var members: [Key: Set<String>] = [:]

    package init(_ workspace: Workspace) {
        for document in workspace.documents {
            let path = document.source.path
            for controller in document.controllers {
                let key = Key(path: path, id: controller.id)
                add(key)
                if let item = controller.tabBarItem?.objectID { union(key, add(Key(path: path, id: item))) }
                guard controller.isStoryboardReference, let target = workspace.resolve(controller, in: document).target else { continue }
                union(key, add(Key(path: target.document.source.path, id: target.controller.id)))
            }
        }
        var members: [Key: Set<String>] = [:]
        for key in parent.keys { members[root(key), default: []].insert(key.id) }
        self.members = members.filter { $0.value.count > 1 }
    }

    /// Every id that stands for the object `id` of a finding located in `path` (`id` itself among them).
    package func ids(for id: String, locatedIn path: String) -> Set<String> {
        let own = Key(path: path, id: id)
        let keys = parent[own] != nil ? [own] : keysByID[id] ?? []
        var ids: Set<String> = [id]
        for key in keys { ids.formUnion(members[root(key)] ?? []) }
        return ids
    }

    @discardableResult
    private mutating func add(_ key: Key) -> Key {
        if parent[key] == nil {
            parent[key] = key
            keysByID[key.id, default: []].append(key)
        }
        return key
    }

    private func root(_ key: Key) -> Key {
        var current = key
        while let next = parent[current], next != current { current = next }
        return current
    }

    private mutating func union(_ a: Key, _ b: Key) {
        let (rootA, rootB) = (root(a), root(b))
        if rootA != rootB { parent[rootA] = rootB }
    }
}
