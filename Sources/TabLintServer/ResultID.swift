import Foundation
import LSPProtocol
import TabLintCore
import TabLintSource

/// A `resultId` for pull diagnostics: a digest of the diagnostics themselves, so equal results have equal
/// ids whichever request computed them.
enum ResultID {
    static func of(_ diagnostics: [LSPDiagnostic]) -> String {
        String(StableHash.fnv1a64(bytes: StableJSON.data(diagnostics)), radix: 16) + "-" + String(diagnostics.count)
    }

    static func report(_ diagnostics: [LSPDiagnostic], previous: String?) -> DocumentDiagnosticReport {
        let id = of(diagnostics)
        return previous == id ? .unchanged(resultId: id) : .full(diagnostics, resultId: id)
    }
}
