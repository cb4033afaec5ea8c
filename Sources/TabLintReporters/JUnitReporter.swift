import TabLintCore
import TabLintSource
import TabLintXML

/// JUnit XML (Jenkins xunit `junit-10.xsd`), for CI systems that show test results (GitLab, Jenkins, Azure,
/// CircleCI): one `<testsuite>` per linted file, one failing `<testcase>` per finding, and one passing
/// test case for a file without findings. Test names are unique in the report: `path:line:column rule_id`,
/// with ` #2`, ` #3`, … for repeats. Lines and columns are 1-based, columns in characters as in the text format.
package struct JUnitReporter: Reporter {
    package static let id = "junit"

    package init() {}

    package func report(_ result: LintResult, context: ReportContext) -> String {
        var used = Set<String>()
        func unique(_ name: String) -> String {
            var candidate = name
            var count = 1
            while !used.insert(candidate).inserted {
                count += 1
                candidate = "\(name) #\(count)"
            }
            return candidate
        }
        var suites = ""
        let files = result.everyFileWithDiagnostics
        for (file, diagnostics) in files {
            let path = context.displayPath(file)
            suites += "  <testsuite name=\"\(XMLEscaping.attribute(path))\" tests=\"\(max(1, diagnostics.count))\" "
            suites += "failures=\"\(diagnostics.count)\" errors=\"0\">\n"
            if diagnostics.isEmpty {
                suites += "    <testcase classname=\"\(XMLEscaping.attribute(path))\" name=\"\(XMLEscaping.attribute(unique(path)))\"/>\n"
            }
            for diagnostic in diagnostics {
                let place = self.place(diagnostic.location, context)
                let name = unique("\(place) \(diagnostic.ruleID)")
                var details = "\(place): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
                for note in diagnostic.related {
                    details += "\n\(self.place(note.location, context)): note: \(note.message)"
                }
                suites += "    <testcase classname=\"\(XMLEscaping.attribute(path))\" name=\"\(XMLEscaping.attribute(name))\">\n"
                suites += "      <failure type=\"\(XMLEscaping.attribute(diagnostic.ruleID))\" "
                suites += "message=\"\(XMLEscaping.attribute("\(diagnostic.severity.rawValue): \(diagnostic.message)"))\">"
                suites += "\(XMLEscaping.content(details))</failure>\n"
                suites += "    </testcase>\n"
            }
            suites += "  </testsuite>\n"
        }
        let failures = result.diagnostics.count
        let tests = failures + files.filter(\.diagnostics.isEmpty).count
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"TabLint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n" + suites + "</testsuites>\n"
    }

    private func place(_ location: SourceLocation, _ context: ReportContext) -> String {
        let region = location.oneBasedRegion(.utf32)
        return "\(context.displayPath(location.file)):\(region.startLine):\(region.startColumn)"
    }
}
