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
    /// The LSP `Diagnostic` for this finding: the same object in JSON reports and in the language server. Its
    /// `data` holds the fix hint's fields, and `ignoreObject`: the IB object id that `.tablint.yml`'s
    /// `ignore: objects:` takes to suppress it (`FixHint.ignoreObjectKey`).
    package func lsp(_ encoding: PositionEncoding) -> LSPDiagnostic {
        var data = fix?.fields
        if let objectID { data = (data ?? [:]).merging([FixHint.ignoreObjectKey: objectID]) { own, _ in own } }
        return LSPDiagnostic(
            range: location.lspRange(encoding), severity: DiagnosticSeverity(rawValue: severity.lspValue), code: ruleID,
            source: "tablint", message: message,
            relatedInformation: related.isEmpty
                ? nil
                : related.map {
                    DiagnosticRelatedInformation(location: $0.location.lspLocation(encoding), message: $0.message)
                },
            data: data)
    }
}
