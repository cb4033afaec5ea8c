/// LSP `DocumentDiagnosticReport`: `full` (with items) or `unchanged` since `previousResultId`.
public struct DocumentDiagnosticReport: Codable, Sendable, Hashable {
    public var kind: String
    public var resultId: String?
    public var items: [LSPDiagnostic]?

    public init(kind: String, resultId: String?, items: [LSPDiagnostic]?) {
        self.kind = kind
        self.resultId = resultId
        self.items = items
    }

    public static func full(_ items: [LSPDiagnostic], resultId: String) -> DocumentDiagnosticReport {
        DocumentDiagnosticReport(kind: "full", resultId: resultId, items: items)
    }

    public static func unchanged(resultId: String) -> DocumentDiagnosticReport {
        DocumentDiagnosticReport(kind: "unchanged", resultId: resultId, items: nil)
    }
}
