import Foundation
import TabLintCore
import TabLintGraph
import TabLintModel
import TabLintRules
import TabLintTestSupport
import Testing

/// Every Interface Builder file of 20 public apps (../shared/corpus/real, when present) is read, parsed and
/// linted: none may fail to parse, nothing may crash.
@Suite struct RealWorldSmokeTests {
    @Test(.enabled(if: Fixtures.sharedFolder != nil, "../shared is not beside the repository"))
    func everyRealWorldFileParsesAndLints() throws {
        let real = try #require(Fixtures.sharedFolder).appendingPathComponent("corpus/real")
        let started = Date()
        let workspace = try Workspace.load(paths: [real])
        let result = Linter(ruleTypes: RuleRegistry.all).lint(workspace)
        let seconds = Date().timeIntervalSince(started)
        #expect(workspace.files.count >= 500)
        let parseErrors = result.diagnostics.filter { $0.ruleID == "xml_parse_error" }
        #expect(parseErrors.isEmpty, "\(parseErrors.map { "\($0.location.file.path): \($0.message)" })")
        let unsupported = workspace.files.filter { if case .unsupported = $0.outcome { return true } else { return false } }
        #expect(unsupported.isEmpty, "\(unsupported.map(\.source.path))")
        let tabBars = workspace.documents.flatMap { workspace.tabBars(in: $0) }
        print(
            "real-world smoke: \(workspace.files.count) IB files, \(tabBars.count) tab bar controllers, "
                + "\(tabBars.reduce(0) { $0 + $1.tabs.count }) tabs, \(result.diagnostics.count) findings, "
                + String(format: "%.2f s", seconds))
    }
}
