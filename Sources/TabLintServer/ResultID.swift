import Foundation
import LSPProtocol

/// A `resultId` for pull diagnostics: a digest of the diagnostics themselves, so equal results have equal
/// ids whichever request computed them.
enum ResultID {
    static func of(_ diagnostics: [LSPDiagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let bytes = (try? encoder.encode(diagnostics)) ?? Data()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16) + "-" + String(diagnostics.count)
    }

    static func report(_ diagnostics: [LSPDiagnostic], previous: String?) -> DocumentDiagnosticReport {
        let id = of(diagnostics)
        return previous == id ? .unchanged(resultId: id) : .full(diagnostics, resultId: id)
    }
}
