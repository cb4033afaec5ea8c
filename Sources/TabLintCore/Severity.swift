/// How serious a finding is. Ordered: `info` < `warning` < `error`.
package enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case info
    case warning
    case error

    /// LSP `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    package var lspValue: Int {
        switch self {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }

    private var rank: Int { lspValue * -1 }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
