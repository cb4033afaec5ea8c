/// Every report format, by its `--format` name.
package enum ReporterRegistry {
    package static let all: [any Reporter] = [
        TextReporter(), JSONReporter(),
        SARIFReporter(), GitHubReporter(), GitLabReporter(), XcodeReporter(), CheckstyleReporter(), JUnitReporter(), SummaryReporter(),
        HTMLReporter(),
    ]

    package static func reporter(_ id: String) -> (any Reporter)? {
        all.first { type(of: $0).id == id }
    }

    package static var ids: [String] { all.map { type(of: $0).id } }
}
