/// A hint as the flat string object that LSP clients receive as `Diagnostic.data` (and echo back in
/// `textDocument/codeAction`) and the JSON report prints: `{"fix": "addTabBarItem", "objectID": "…"}`.
/// The keys and values are exactly those of the reports and editors that know TabLint already.
extension FixHint: Codable {
    /// The `data` object of this hint.
    package var fields: [String: String] {
        switch self {
        case .addRestorationIdentifier(let controllerID, let suggested):
            ["fix": "addRestorationIdentifier", "objectID": controllerID, "value": suggested]
        case .uniqueRestorationIdentifier(let controllerID):
            ["fix": "uniqueRestorationIdentifier", "objectID": controllerID]
        case .addTabBarItem(let controllerID):
            ["fix": "addTabBarItem", "objectID": controllerID]
        case .removeDuplicateTab(let segueID):
            ["fix": "removeDuplicateTab", "segueID": segueID ?? ""]
        case .removeAttribute(let attribute, let controllerID):
            ["fix": "removeAttribute", "attribute": attribute.rawValue, "objectID": controllerID]
        case .missingImage(let name):
            ["value": name]
        }
    }

    /// The key of `data` that names the object a finding is about, for `ignore: objects:`: not part of a hint.
    package static let ignoreObjectKey = "ignoreObject"

    /// The hint a `data` object describes, or `nil` when it describes none (another tool's data, a fix this
    /// version does not know, a missing id).
    package init?(fields: [String: String]) {
        var fields = fields
        fields[Self.ignoreObjectKey] = nil
        switch fields["fix"] {
        case "addRestorationIdentifier":
            guard let id = fields["objectID"], let value = fields["value"] else { return nil }
            self = .addRestorationIdentifier(controllerID: id, suggested: value)
        case "uniqueRestorationIdentifier":
            guard let id = fields["objectID"] else { return nil }
            self = .uniqueRestorationIdentifier(controllerID: id)
        case "addTabBarItem":
            guard let id = fields["objectID"] else { return nil }
            self = .addTabBarItem(controllerID: id)
        case "removeDuplicateTab":
            self = .removeDuplicateTab(segueID: Self.id(fields["segueID"]))
        case "removeAttribute":
            guard let id = fields["objectID"], let name = fields["attribute"], let attribute = Attribute(rawValue: name) else { return nil }
            self = .removeAttribute(attribute, controllerID: id)
        case nil:
            guard let name = fields["value"], fields.count == 1 else { return nil }
            self = .missingImage(name: name)
        default:
            return nil
        }
    }

    /// An optional id as `fields` writes it: absent as the empty string.
    private static func id(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    package init(from decoder: any Decoder) throws {
        let fields = try decoder.singleValueContainer().decode([String: String].self)
        guard let hint = FixHint(fields: fields) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not a TabLint fix hint: \(fields)"))
        }
        self = hint
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(fields)
    }
}
