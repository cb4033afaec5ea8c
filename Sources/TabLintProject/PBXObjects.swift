/// The `objects` table of a `project.pbxproj`, with lenient typed access (a value of the wrong kind reads as absent).
struct PBXObjects {
    private let table: [String: [String: Any]]

    init(_ objects: [String: Any]) {
        var table: [String: [String: Any]] = [:]
        for (id, value) in objects {
            if let object = PropertyListReader.stringKeyed(value) { table[id] = object }
        }
        self.table = table
    }

    var ids: Dictionary<String, [String: Any]>.Keys { table.keys }

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
    let fields: [String: Any]

    var isa: String { string("isa") ?? "" }

    func string(_ key: String) -> String? { fields[key] as? String }

    /// An array of strings (ids, paths); a lone string reads as one element.
    func strings(_ key: String) -> [String] {
        if let array = fields[key] as? [Any] { return array.compactMap { $0 as? String } }
        if let value = fields[key] as? String { return [value] }
        return []
    }

    func dictionary(_ key: String) -> [String: Any]? { PropertyListReader.stringKeyed(fields[key]) }
}
