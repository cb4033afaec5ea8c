/// The `objects` table of a `project.pbxproj`, read in place (`PlistArena`), with lenient typed access (a value of
/// the wrong kind reads as absent).
///
/// Objects are numbered in the order the text first gives their ids; an id is looked up by its bytes
/// (`PBXIDTable`), so following the ids a project's arrays name makes no `String`.
final class PBXObjects: Sendable {
    let arena: PlistArena
    /// Each object's dictionary node, by number.
    private let bodies: [PlistArena.Node]
    /// Each object's id, by number: `idBytes[idRanges[n]]`.
    private let idBytes: [UInt8]
    private let idRanges: [Range<Int>]
    private let table: PBXIDTable

    /// The objects of `objects`, a dictionary node of `arena`: in order, so that a repeated id's last entry wins
    /// (an entry that is no object removes the id), at the place of its first object.
    init(arena: PlistArena, objects: PlistArena.Node?) {
        self.arena = arena
        let entries = objects.map { arena.entries($0) } ?? []
        var idBytes: [UInt8] = []
        var idRanges: [Range<Int>] = []
        var bodies: [PlistArena.Node?] = []
        idRanges.reserveCapacity(entries.count)
        bodies.reserveCapacity(entries.count)
        var table = PBXIDTable(capacity: entries.count)
        var removed = false
        for (key, value) in entries {
            let start = idBytes.count
            Self.appendBytes(of: key, in: arena, to: &idBytes)
            let found = idBytes.withUnsafeBufferPointer { buffer in
                table.find(UnsafeBufferPointer(rebasing: buffer[start...]), in: buffer, ranges: idRanges)
            }
            if let found {
                idBytes.removeSubrange(start...)
                if value.kind == .dictionary {
                    bodies[found] = value
                } else if bodies[found] != nil {
                    bodies[found] = nil
                    removed = true
                }
            } else if value.kind == .dictionary {
                Self.register(from: start, bytes: idBytes, ranges: &idRanges, table: &table)
                bodies.append(value)
            } else {
                idBytes.removeSubrange(start...)
            }
        }
        if removed {
            // An id whose last entry was no object: the others keep their order, numbered again.
            let kept = bodies.indices.filter { bodies[$0] != nil }
            var keptBytes: [UInt8] = []
            var keptRanges: [Range<Int>] = []
            table = PBXIDTable(capacity: kept.count)
            for index in kept {
                let start = keptBytes.count
                keptBytes.append(contentsOf: idBytes[idRanges[index]])
                Self.register(from: start, bytes: keptBytes, ranges: &keptRanges, table: &table)
            }
            (idBytes, idRanges, bodies) = (keptBytes, keptRanges, kept.map { bodies[$0] })
        }
        self.idBytes = idBytes
        self.idRanges = idRanges
        self.bodies = bodies.map { $0! }
        self.table = table
    }

    /// The objects of a dictionary read another way (a test's literal, Foundation's reader).
    convenience init(_ entries: PlistDictionary) {
        let arena = PlistArena(.dictionary(entries))
        self.init(arena: arena, objects: arena.root)
    }

    /// Numbers the id that `bytes` end with, from `start`: the next number, its range, and its entry in `table`.
    private static func register(from start: Int, bytes: [UInt8], ranges: inout [Range<Int>], table: inout PBXIDTable) {
        ranges.append(start..<bytes.count)
        bytes.withUnsafeBufferPointer { table.insert(ranges.count - 1, bytes: UnsafeBufferPointer(rebasing: $0[start...])) }
    }

    private static func appendBytes(of node: PlistArena.Node, in arena: PlistArena, to bytes: inout [UInt8]) {
        switch node.kind {
        case .string: arena.withBytes(of: node) { bytes.append(contentsOf: $0) }
        default: bytes.append(contentsOf: (arena.string(node) ?? "").utf8)
        }
    }

    var count: Int { bodies.count }

    /// Every object, in the order of the text: whatever walks them gives the same result on every run, and walking
    /// them looks up no id.
    var all: [PBXObject] { bodies.indices.map { PBXObject(objects: self, number: $0) } }

    subscript(id: String) -> PBXObject? {
        number(of: id).map { PBXObject(objects: self, number: $0) }
    }

    /// The object a string node names.
    func object(named node: PlistArena.Node) -> PBXObject? {
        let number: Int?
        switch node.kind {
        case .string: number = arena.withBytes(of: node) { self.number(of: $0) }
        case .escapedString: number = arena.string(node).flatMap { self.number(of: $0) }
        case .array, .dictionary, .other: number = nil
        }
        return number.map { PBXObject(objects: self, number: $0) }
    }

    private func number(of id: String) -> Int? {
        var id = id
        return id.withUTF8 { number(of: $0) }
    }

    private func number(of id: UnsafeBufferPointer<UInt8>) -> Int? {
        idBytes.withUnsafeBufferPointer { table.find(id, in: $0, ranges: idRanges) }
    }

    /// The dictionary node of object `number`.
    func body(_ number: Int) -> PlistArena.Node { bodies[number] }

    /// The id of object `number`.
    func id(_ number: Int) -> String { String(decoding: idBytes[idRanges[number]], as: UTF8.self) }
}
