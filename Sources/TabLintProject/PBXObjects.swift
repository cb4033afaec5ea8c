/// The `objects` table of a `project.pbxproj`, with lenient typed access (a value of the wrong kind reads as absent).
struct PBXObjects {
    /// Every object, in the order the text first gives its id.
    private let objects: [PBXObject]
    /// The position of each id in `objects`.
    private let positions: [String: Int]

    init(_ entries: PlistDictionary) {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(entries.entries.count)
        var ids: [String] = []
        ids.reserveCapacity(entries.entries.count)
        var fields: [PlistDictionary?] = []
        fields.reserveCapacity(entries.entries.count)
        // In order, so that a repeated id's last entry wins (an entry that is no object removes the id), at the
        // place of its first object.
        for entry in entries {
            if case .dictionary(let object) = entry.value {
                if let earlier = positions.updateValue(fields.count, forKey: entry.key) {
                    positions[entry.key] = earlier
                    fields[earlier] = object
                } else {
                    ids.append(entry.key)
                    fields.append(object)
                }
            } else if let earlier = positions[entry.key] {
                fields[earlier] = nil
            }
        }
        objects = zip(ids, fields).compactMap { id, fields in fields.map { PBXObject(id: id, fields: $0) } }
        if objects.count != ids.count {
            positions = Dictionary(uniqueKeysWithValues: objects.enumerated().map { ($1.id, $0) })
        }
        self.positions = positions
    }

    /// Every object, in the order of the text: whatever walks them gives the same result on every run (a Swift
    /// dictionary's order changes from one process to the next), and walking them hashes no id.
    var all: [PBXObject] { objects }

    subscript(id: String) -> PBXObject? {
        positions[id].map { objects[$0] }
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
