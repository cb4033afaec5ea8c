import Foundation
import LSPProtocol
import TabLintCore
import TabLintSource

extension SourceLocation {
    /// This location as an LSP range in `encoding`.
    package func lspRange(_ encoding: PositionEncoding) -> LSPRange {
        let (start, end) = positions(in: encoding)
        return LSPRange(start: Position(line: start.line, character: start.column), end: Position(line: end.line, character: end.column))
    }

    package func lspLocation(_ encoding: PositionEncoding) -> Location {
        Location(uri: file.uri, range: lspRange(encoding))
    }
}

extension Diagnostic {
    /// The LSP `Diagnostic` for this finding: the same object in JSON reports and in the language server.
    package func lsp(_ encoding: PositionEncoding) -> LSPDiagnostic {
        LSPDiagnostic(
            range: location.lspRange(encoding), severity: DiagnosticSeverity(rawValue: severity.lspValue), code: ruleID,
            source: "tablint", message: message,
            relatedInformation: related.isEmpty
                ? nil
                : related.map {
                    DiagnosticRelatedInformation(location: $0.location.lspLocation(encoding), message: $0.message)
                },
            data: fix?.fields)
    }
}
