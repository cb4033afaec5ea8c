/// A property list dictionary as `OpenStepPlist` reads it: its entries in the order of the text.
///
/// A `project.pbxproj` holds one dictionary per object (about 15,000 in the largest real projects), each of a
/// handful of fields, and the reader looks at each field once or twice. A Swift `Dictionary` per object cost a
/// hash table to build, hashing every key on insert and lookup, and a table to free; an array of entries costs one
/// allocation, and looking a field up compares a few short keys. Keys repeat as CoreFoundation allows: the last
/// entry of a key is its value (`subscript`, `dictionary`, and iterating in order while assigning).
struct PlistDictionary: Sendable, Equatable, Sequence {
    struct Entry: Sendable, Equatable {
        let key: String
        let value: PlistValue
    }

    private(set) var entries: [Entry]

    init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// The entries of a Swift dictionary, in no particular order.
    init(_ dictionary: [String: PlistValue]) {
        entries = dictionary.map { Entry(key: $0.key, value: $0.value) }
    }

    /// Adds an entry (a repeated key's last entry wins).
    mutating func append(key: String, value: PlistValue) {
        entries.append(Entry(key: key, value: value))
    }

    mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// The value of `key`: its last entry's. A linear search, from the end: meant for the few fields of an object;
    /// a large dictionary is iterated, or turned into a `Dictionary` first (`dictionary`).
    subscript(key: String) -> PlistValue? {
        var index = entries.count
        while index > 0 {
            index -= 1
            if entries[index].key == key { return entries[index].value }
        }
        return nil
    }

    /// The entries as a Swift dictionary, the last entry of each key winning.
    var dictionary: [String: PlistValue] {
        var result: [String: PlistValue] = [:]
        result.reserveCapacity(entries.count)
        for entry in entries { result[entry.key] = entry.value }
        return result
    }

    func makeIterator() -> IndexingIterator<[Entry]> { entries.makeIterator() }

    /// Equal when they give every key the same value, whatever the order and repeats of the entries.
    static func == (left: PlistDictionary, right: PlistDictionary) -> Bool {
        left.dictionary == right.dictionary
    }
}
