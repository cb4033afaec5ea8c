import TabLintXML

/// The `id="…"` attributes of a document, collected during a decoder's one pass over its elements: the set of
/// ids, and every later duplicate with its first occurrence.
///
/// A document keeps only the set (rules ask whether an id exists). Where an id first appeared is needed only for
/// a duplicate, so the table of first elements is built at a document's first duplicate, from the elements
/// before it, and kept up to date from then on: a document without duplicates never builds it, and one with many
/// builds it once.
struct ObjectIDIndex {
    private(set) var objectIDs: Set<String> = []
    private(set) var duplicates: [DuplicateObjectID] = []
    /// id → index of the first element with it (for `<reference ref="…"/>` in legacy archives, the only reader:
    /// kept only when `keepsElements`).
    private(set) var elementByID: [String: Int] = [:]
    private let keepsElements: Bool
    private let elements: [XMLElement]
    /// id → first element, once a duplicate asked for it (`elementByID` serves when kept).
    private var firstElementByID: [String: Int]?

    /// An index for a document's elements. Between 35% and 55% of an Interface Builder file's elements have an id
    /// (10th and 90th percentiles of the real-world corpus): the set starts with room for 3 in 8, so most
    /// documents rehash it once at most instead of at every doubling, and none keeps much unused room.
    init(elements: [XMLElement], keepsElements: Bool) {
        self.keepsElements = keepsElements
        self.elements = elements
        objectIDs.reserveCapacity(elements.count * 3 / 8)
        if keepsElements { elementByID.reserveCapacity(elements.count * 3 / 8) }
    }

    /// Records `id`, the value of the `id` attribute of the element at `index` (`nil`: the element has none).
    mutating func record(_ id: String?, at index: Int) {
        guard let value = id else { return }
        if objectIDs.insert(value).inserted {
            if keepsElements { elementByID[value] = index }
            firstElementByID?[value] = index
            return
        }
        if !keepsElements, firstElementByID == nil { firstElementByID = Self.firstElements(elements[..<index]) }
        guard let first = (keepsElements ? elementByID[value] : firstElementByID?[value]),
            let firstID = elements[first].attribute("id"), let id = elements[index].attribute("id")
        else { return }
        duplicates.append(DuplicateObjectID(id: value, first: AttributeValue(firstID), duplicate: AttributeValue(id)))
    }

    /// The first element of each id among `elements`.
    private static func firstElements(_ elements: ArraySlice<XMLElement>) -> [String: Int] {
        var first: [String: Int] = [:]
        for index in elements.indices {
            guard let id = elements[index]["id"], first[id] == nil else { continue }
            first[id] = index
        }
        return first
    }
}
