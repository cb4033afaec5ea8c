import Foundation
import TabLintCore

extension ExampleRunner {
    /// A marker of an example: its name (`1️⃣`), the file it stands in and its UTF-8 offset there.
    package struct Marker: Sendable {
        package let name: String
        package let url: URL
        package let offset: Int

        package init(name: String, url: URL, offset: Int) {
            self.name = name
            self.url = url
            self.offset = offset
        }
    }

    /// What is wrong with a failing example's findings, given its markers and its keyed expectations: a
    /// marker without an expectation, an expectation without a severity or without its marker, a marker
    /// without a finding, a finding with another severity or message than expected, a finding at no marker.
    package static func problems(markers: [Marker], expectations: [String: String], diagnostics: [Diagnostic]) -> [String] {
        let markers = markers.sorted { MarkedText.markerNames.firstIndex(of: $0.name)! < MarkedText.markerNames.firstIndex(of: $1.name)! }
        var problems: [String] = []
        for name in MarkedText.markerNames where markers.filter({ $0.name == name }).count > 1 {
            problems.append("marker \(name) stands in more than one file")
        }
        var unmatched = diagnostics
        for marker in markers {
            let place = "\(marker.name) (\(marker.url.lastPathComponent) offset \(marker.offset))"
            let here = unmatched.indices.filter {
                unmatched[$0].location.file.url == marker.url && unmatched[$0].location.range.lowerBound == marker.offset
            }
            guard let expectation = expectations[marker.name], let expected = ExpectedFinding(expectation) else {
                problems.append(
                    expectations[marker.name].map {
                        "the expectation at \(marker.name) states no severity: «\($0)» (write \"warning: …\", \"error: …\" or \"info: …\")"
                    } ?? "no expectation for \(place)")
                // Its finding is not unexpected too.
                if let first = here.first { unmatched.remove(at: first) }
                continue
            }
            guard let found = here.first(where: { expected.matches(unmatched[$0]) }) ?? here.first else {
                problems.append("no diagnostic at \(place), expected «\(expectation)»")
                continue
            }
            let diagnostic = unmatched.remove(at: found)
            if !expected.matches(diagnostic) {
                problems.append("at \(marker.name): expected «\(expectation)», got «\(diagnostic.severity.rawValue): \(diagnostic.message)»")
            }
        }
        for name in expectations.keys.sorted() where !markers.contains(where: { $0.name == name }) {
            problems.append("expectation for \(name), which no file of the example marks")
        }
        problems += unmatched.map { "unexpected \(describe($0))" }
        return problems
    }
}
