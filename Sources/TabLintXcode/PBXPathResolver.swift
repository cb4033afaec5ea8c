/// Resolves file references, variant groups and groups to absolute paths by walking their parent groups.
///
/// `sourceTree` `<group>` is relative to the parent group's folder (a group without `path` adds no component),
/// `SOURCE_ROOT` to the project folder, `<absolute>` is absolute; other trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`,
/// `DEVELOPER_DIR`) are not in the project and resolve to nil.
///
/// Objects are known by their numbers (`PBXObject.number`): parents and resolved paths are arrays, so a path costs
/// no lookup by id.
final class PBXPathResolver {
    private let objects: PBXObjects
    private let sourceRoot: String
    /// Each object's parent group's number, or -1.
    private var parents: [Int32]
    /// Each object's path once resolved, and the objects being resolved (a parent loop in a damaged project
    /// ends at the object met again).
    private var slots: [Slot]

    private enum Slot {
        case unknown
        case resolving
        case resolved(String?)
    }

    init(objects: PBXObjects, sourceRoot: String) {
        self.objects = objects
        // Standardized once: every path resolves on top of it or of a path resolved before (`join(standardized:)`).
        self.sourceRoot = ProjectPath.standardizedIfNeeded(sourceRoot)
        var parents = [Int32](repeating: -1, count: objects.count)
        // A child two groups list (a damaged project) belongs to the first in the text.
        for group in objects.all where group.has("children") {
            for child in group.objects("children") where parents[child.number] < 0 { parents[child.number] = Int32(group.number) }
        }
        self.parents = parents
        slots = Array(repeating: .unknown, count: objects.count)
    }

    /// The absolute path of a file reference, group, variant group or synchronized folder.
    func path(of id: String) -> String? {
        objects[id].flatMap { path(of: $0) }
    }

    /// The files a build file's reference stands for: a variant group expands to its children.
    func files(of referenceID: String) -> [String] {
        objects[referenceID].map { files(of: $0) } ?? []
    }

    /// `files(of:)` for an object already looked up.
    func files(of object: PBXObject) -> [String] {
        if object.isa("PBXVariantGroup") {
            return object.objects("children").compactMap { path(of: $0) }
        }
        return path(of: object).map { [$0] } ?? []
    }

    /// `path(of:)` for an object already looked up.
    func path(of object: PBXObject) -> String? {
        if let known = recorded(object.number) { return known }
        let path = resolve(object)
        slots[object.number] = .resolved(path)
        return path
    }

    /// What `slots` says of an object: its path once resolved, nil inside (while it is being resolved: a loop), or
    /// nothing when it was never met.
    private func recorded(_ number: Int) -> String?? {
        switch slots[number] {
        case .resolved(let path): return .some(path)
        case .resolving: return .some(nil)
        case .unknown: return nil
        }
    }

    private func resolve(_ object: PBXObject) -> String? {
        let own = object.string("path") ?? ""
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>":
            var base = sourceRoot
            let parent = Int(parents[object.number])
            if parent >= 0 {
                if let known = recorded(parent) {
                    base = known ?? sourceRoot
                } else {
                    // Only an object whose parent is still to resolve can be met again inside (a parent loop in
                    // a damaged project): marked only then, most files cost no mark.
                    slots[object.number] = .resolving
                    base = path(of: PBXObject(objects: objects, number: parent)) ?? sourceRoot
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
