/// One object of a `project.pbxproj`.
struct PBXObject {
    let objects: PBXObjects
    /// Its place among the objects, in the order of the text.
    let number: Int

    var id: String { objects.id(number) }

    private var arena: PlistArena { objects.arena }

    private func field(_ key: StaticString) -> PlistArena.Node? { arena.value(key, in: objects.body(number)) }

    /// The node of a field, for readers that keep it in the arena (build settings).
    func node(_ key: StaticString) -> PlistArena.Node? { field(key) }

    var isa: String { string("isa") ?? "" }

    /// Whether `isa` is `name`, without making a `String`.
    func isa(_ name: StaticString) -> Bool { field("isa").map { arena.node($0, spells: name) } ?? false }

    func has(_ key: StaticString) -> Bool { field(key) != nil }

    func string(_ key: StaticString) -> String? { field(key).flatMap { arena.string($0) } }

    /// An array of strings (ids, paths); a lone string reads as one element.
    func strings(_ key: StaticString) -> [String] {
        guard let node = field(key) else { return [] }
        if node.kind == .array { return arena.elements(node).compactMap { arena.string($0) } }
        return arena.string(node).map { [$0] } ?? []
    }

    /// The objects an array of ids names (a lone id reads as one); ids of no object are skipped.
    func objects(_ key: StaticString) -> [PBXObject] {
        guard let node = field(key) else { return [] }
        if node.kind == .array { return arena.elements(node).compactMap { objects.object(named: $0) } }
        return objects.object(named: node).map { [$0] } ?? []
    }

    /// The object the id in `key` names.
    func object(_ key: StaticString) -> PBXObject? { field(key).flatMap { objects.object(named: $0) } }
}
