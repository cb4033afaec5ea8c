/// LSP `WorkspaceDocumentDiagnosticReport`: one file's report in a workspace pull.
public struct WorkspaceDocumentDiagnosticReport: Codable, Sendable, Hashable {
    public var uri: String
    /// The open document's version, or `null` for a file that is not open.
    public var version: Int?
    public var kind: String
    public var resultId: String?
    public var items: [LSPDiagnostic]?

    public init(uri: String, version: Int?, report: DocumentDiagnosticReport) {
        self.uri = uri
        self.version = version
        self.kind = report.kind
        self.resultId = report.resultId
        self.items = report.items
    }

    private enum CodingKeys: String, CodingKey { case uri, version, kind, resultId, items }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)  // `null` is required, not absent
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(resultId, forKey: .resultId)
        try container.encodeIfPresent(items, forKey: .items)
    }
}
