/// Resolves file references, variant groups and groups to absolute paths by walking their parent groups.
///
/// `sourceTree` `<group>` is relative to the parent group's folder (a group without `path` adds no component),
/// `SOURCE_ROOT` to the project folder, `<absolute>` is absolute; other trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`,
/// `DEVELOPER_DIR`) are not in the project and resolve to nil.
final class PBXPathResolver {
    private let objects: PBXObjects
    private let sourceRoot: String
    private var parents: [String: String] = [:]
    /// Each object's path once resolved, and the objects being resolved (a parent loop in a damaged project
    /// ends at the object met again): one table, so that a path costs one lookup, not one per table.
    private var slots: [String: Slot] = [:]

    private enum Slot {
        case resolving
        case resolved(String?)
    }

    init(objects: PBXObjects, sourceRoot: String) {
        self.objects = objects
        // Standardized once: every path resolves on top of it or of a path resolved before (`join(standardized:)`).
        self.sourceRoot = ProjectPath.standardizedIfNeeded(sourceRoot)
        // A child two groups list (a damaged project) belongs to the first in the text.
        for object in objects.all where object.fields["children"] != nil {
            parents.merge(object.strings("children").lazy.map { ($0, object.id) }) { first, _ in first }
        }
    }

    /// The absolute path of a file reference, group, variant group or synchronized folder.
    func path(of id: String) -> String? {
        if let known = recorded(id) { return known }
        guard let object = objects[id] else { return nil }
        return record(object)
    }

    /// The files a build file's reference stands for: a variant group expands to its children.
    func files(of referenceID: String) -> [String] {
        guard let object = objects[referenceID] else { return [] }
        if object.isa == "PBXVariantGroup" {
            return object.strings("children").compactMap { path(of: $0) }
        }
        return path(of: object).map { [$0] } ?? []
    }

    /// `path(of: object.id)` for an object already looked up.
    private func path(of object: PBXObject) -> String? {
        if let known = recorded(object.id) { return known }
        return record(object)
    }

    /// What `slots` says of `id`: its path once resolved, nil inside (while it is being resolved: a loop), or
    /// nothing when it was never met.
    private func recorded(_ id: String) -> String?? {
        switch slots[id] {
        case .resolved(let path)?: return .some(path)
        case .resolving?: return .some(nil)
        case nil: return nil
        }
    }

    private func record(_ object: PBXObject) -> String? {
        let path = resolve(object)
        slots[object.id] = .resolved(path)
        return path
    }

    private func resolve(_ object: PBXObject) -> String? {
        let own = object.string("path") ?? ""
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>":
            var base = sourceRoot
            if let parent = parents[object.id] {
                if let known = recorded(parent) {
                    base = known ?? sourceRoot
                } else {
                    // Only an object whose parent is still to resolve can be met again inside (a parent loop in
                    // a damaged project): marked only then, most files cost no mark.
                    slots[object.id] = .resolving
                    base = path(of: parent) ?? sourceRoot
                }
            }
            return ProjectPath.join(standardized: base, own)
        case "SOURCE_ROOT":
            return ProjectPath.join(standardized: sourceRoot, own)
        case "<absolute>":
            return own.hasPrefix("/") ? ProjectPath.standardize(own) : nil
        default:
            return nil
        }
    }
}
