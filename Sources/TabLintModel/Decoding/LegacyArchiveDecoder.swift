import TabLintXML

/// Decodes pre-Xcode-5 `<archive>` xibs.
struct LegacyArchiveDecoder {
    let xml: XMLDocument
    let platform: Platform
    let type: String

    func decode() -> IBDocument {
        var objectIDs: [String: AttributeValue] = [:]
        var duplicates: [DuplicateObjectID] = []
        for element in xml.elements {
            guard let id = element.attribute("id") else { continue }
            let value = AttributeValue(id)
            if let first = objectIDs[id.value] {
                duplicates.append(DuplicateObjectID(id: id.value, first: first, duplicate: value))
            } else {
                objectIDs[id.value] = value
            }
        }
        return IBDocument(
            source: xml.source, format: .legacyArchive, platform: platform, typeIdentifier: type, targetRuntime: nil,
            initialViewController: nil, controllers: [], edges: [], objectIDs: objectIDs, duplicateObjectIDs: duplicates,
            images: [], rootLocation: ElementLocation(xml.elements[0]))
    }
}
