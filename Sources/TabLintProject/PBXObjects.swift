/// The `objects` table of a `project.pbxproj`, with lenient typed access (a value of the wrong kind reads as absent).
struct PBXObjects {
    private let table: [String: PlistDictionary]
    /// The ids in the order the text first gives them.
    private let order: [String]

    init(_ objects: PlistDictionary) {
        var table: [String: PlistDictionary] = [:]
        table.reserveCapacity(objects.entries.count)
        var order: [String] = []
        order.reserveCapacity(objects.entries.count)
        // In order, so that a repeated id's last entry wins.
        for entry in objects {
            if case .dictionary(let object) = entry.value {
                if table.updateValue(object, forKey: entry.key) == nil { order.append(entry.key) }
            } else {
                table[entry.key] = nil
            }
        }
        self.table = table
        // An id given again after a value that is no object appears twice: each object once.
        self.order = order.count == table.count ? order : Self.firstOccurrences(order)
    }

    private static func firstOccurrences(_ ids: [String]) -> [String] {
        var seen: Set<String> = []
        return ids.filter { seen.insert($0).inserted }
    }

    /// Every object, in the order of the text: whatever walks them gives the same result on every run (a Swift
    /// dictionary's order changes from one process to the next).
    var all: some Sequence<PBXObject> { order.lazy.compactMap { id in table[id].map { PBXObject(id: id, fields: $0) } } }

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
