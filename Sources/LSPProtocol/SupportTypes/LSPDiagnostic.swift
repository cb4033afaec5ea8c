/// LSP `DiagnosticSeverity`.
public enum DiagnosticSeverity: Int, Codable, Sendable, Hashable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
}

/// LSP `DiagnosticRelatedInformation`.
public struct DiagnosticRelatedInformation: Codable, Sendable, Hashable {
    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

/// LSP `Diagnostic`, as `tablint lint --format json` writes it and `tablint lsp` publishes it.
public struct LSPDiagnostic: Codable, Sendable, Hashable {
    public var range: LSPRange
    public var severity: DiagnosticSeverity?
    public var code: String?
    public var source: String?
    public var message: String
    public var relatedInformation: [DiagnosticRelatedInformation]?
    /// Carried back to the server in code action requests: what a quick fix needs.
    public var data: [String: String]?

    public init(
        range: LSPRange, severity: DiagnosticSeverity?, code: String?, source: String?, message: String,
        relatedInformation: [DiagnosticRelatedInformation]?, data: [String: String]?
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.source = source
        self.message = message
        self.relatedInformation = relatedInformation
        self.data = data
    }
}
