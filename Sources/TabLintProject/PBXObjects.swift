/// The `objects` table of a `project.pbxproj`, with lenient typed access (a value of the wrong kind reads as absent).
struct PBXObjects {
    private let table: [String: PlistDictionary]

    init(_ objects: PlistDictionary) {
        var table: [String: PlistDictionary] = [:]
        table.reserveCapacity(objects.entries.count)
        // In order, so that a repeated id's last entry wins.
        for entry in objects {
            if case .dictionary(let object) = entry.value { table[entry.key] = object } else { table[entry.key] = nil }
        }
        self.table = table
    }

    var ids: Dictionary<String, PlistDictionary>.Keys { table.keys }

    /// Every object, in no particular order (one pass over the table, without looking each id up again or
    /// gathering them into an array).
    var all: some Sequence<PBXObject> { table.lazy.map { PBXObject(id: $0.key, fields: $0.value) } }

    subscript(id: String) -> PBXObject? {
        table[id].map { PBXObject(id: id, fields: $0) }
    }

    func objects(_ ids: [String]) -> [PBXObject] { ids.compactMap { self[$0] } }
}

/// One object of a `project.pbxproj`.
struct PBXObject {
    let id: String
    let fields: PlistDictionary

    var isa: String { string("isa") ?? "" }

    func string(_ key: String) -> String? { fields[key]?.string }

    /// An array of strings (ids, paths); a lone string reads as one element.
    func strings(_ key: String) -> [String] {
        switch fields[key] {
        case .array(let values)?: return values.compactMap(\.string)
        case .string(let value)?: return [value]
        default: return []
        }
    }

    func dictionary(_ key: String) -> PlistDictionary? { fields[key]?.dictionary }
}
