import ArgumentParser
import TabLintCore

/// `--fail-on`: the least severe finding that makes `tablint lint` exit with 1.
enum FailLevel: String, ExpressibleByArgument, CaseIterable {
    case error, warning, info, never

    var threshold: Severity? {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .info: return .info
        case .never: return nil
        }
    }

    func fails(on diagnostics: [Diagnostic]) -> Bool {
        guard let threshold else { return false }
        return diagnostics.contains { $0.severity >= threshold }
    }
}
