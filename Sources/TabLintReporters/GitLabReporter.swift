import Foundation
import TabLintCore
import TabLintSource

/// GitLab Code Quality: the Code Climate-style JSON array GitLab reads from a `codequality` report artifact and
/// shows in merge requests. Each finding has `description`, `check_name` (the rule id), a `fingerprint` that stays
/// the same when lines move (the SARIF identity hash, numbered when one file has the same finding twice),
/// `severity` (`info`, `minor` or `major`) and `location.path` with `location.lines.begin`. Paths are relative to
/// the folder `tablint` ran in (the repository, in a GitLab job). `Docs/gitlab-codequality.schema.json` holds the
/// fields GitLab documents; `Docs/ci.md` the `.gitlab-ci.yml` job.
package struct GitLabReporter: Reporter {
    package static let id = "gitlab"

    package struct Issue: Codable, Sendable, Equatable {
        package struct Lines: Codable, Sendable, Equatable {
            package var begin: Int
        }
        package struct Location: Codable, Sendable, Equatable {
            package var path: String
            package var lines: Lines
        }
        package var description: String
        package var check_name: String
        package var fingerprint: String
        package var severity: String
        package var location: Location
    }

    package init() {}

    package func issues(_ result: LintResult, context: ReportContext) -> [Issue] {
        var occurrences: [String: Int] = [:]
        return result.diagnostics.map { diagnostic in
            let path = context.displayPath(diagnostic.location.file)
            let identity = StableHash.hex(diagnostic.identity(path: context.identityPath(diagnostic.location.file)).canonicalText)
            occurrences[identity, default: 0] += 1
            let count = occurrences[identity]!
            return Issue(
                description: diagnostic.message, check_name: diagnostic.ruleID,
                fingerprint: count == 1 ? identity : "\(identity)-\(count)", severity: Self.severity(diagnostic.severity),
                location: Issue.Location(path: path, lines: Issue.Lines(begin: diagnostic.location.oneBasedRegion(.utf16).startLine)))
        }
    }

    package func report(_ result: LintResult, context: ReportContext) -> String {
        StableJSON.text(issues(result, context: context))
    }

    /// Code Climate's levels, as linters commonly map theirs: errors are `major`, warnings `minor`.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .info: return "info"
        }
    }
}
