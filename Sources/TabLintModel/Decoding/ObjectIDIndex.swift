import TabLintXML

/// The `id="…"` attributes of a document, collected during a decoder's one pass over its elements: the
/// first occurrence of each id (its value and element), and every later duplicate.
struct ObjectIDIndex {
    private(set) var objectIDs: [String: AttributeValue] = [:]
    private(set) var duplicates: [DuplicateObjectID] = []
    /// id → index of the first element with it (for `<reference ref="…"/>` in legacy archives).
    private(set) var elementByID: [String: Int] = [:]

    mutating func record(_ element: XMLElement, at index: Int) {
        guard let id = element.attribute("id") else { return }
        let value = AttributeValue(id)
        if let first = objectIDs[id.value] {
            duplicates.append(DuplicateObjectID(id: id.value, first: first, duplicate: value))
        } else {
            objectIDs[id.value] = value
            elementByID[id.value] = index
        }
    }
}
