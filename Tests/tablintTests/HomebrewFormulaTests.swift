import Foundation
import TabLintTestSupport
import Testing

/// The Homebrew formula's `test do` block (`Formula/tablint.rb`) run against the tests' `tablint` as `brew test` runs
/// it, through `.ci/formula_harness.rb`, a stand-in for Homebrew's formula DSL (GitHub CI runs the real `brew test` on
/// a Mac): the formula's storyboard gives the finding it expects, and an expectation tablint does not print fails it.
@Suite(.enabled(if: InstalledProgram.find("ruby") != nil, "needs ruby (Debian ruby): bash .ci/run installs it"))
struct HomebrewFormulaTests {
    private let root = Fixtures.repositoryRoot()
    private var formula: URL { root.appendingPathComponent("Formula/tablint.rb") }

    /// Runs `formula`'s `test do` block with `bin` the folder of the tests' `tablint`.
    private func brewTest(_ formula: URL) throws -> ProcessOutput {
        let ruby = try #require(InstalledProgram.find("ruby"))
        let harness = root.appendingPathComponent(".ci/formula_harness.rb")
        let bin = CommandRunner.executable.deletingLastPathComponent()
        return try ruby.run([harness.path, formula.path, "test", bin.path])
    }

    @Test func formulaTestPassesWithTheBuiltTablint() throws {
        let result = try brewTest(formula)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("test passed"))
    }

    @Test func formulaTestFailsWhenTablintDoesNotPrintItsExpectation() throws {
        let text = try String(contentsOf: formula, encoding: .utf8)
        #expect(text.contains("Tab 2's tab bar item"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-formula-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let altered = folder.appendingPathComponent("tablint.rb")
        try text.replacingOccurrences(of: "Tab 2's tab bar item", with: "Tab 3's tab bar item")
            .write(to: altered, atomically: true, encoding: .utf8)
        let result = try brewTest(altered)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stderr.contains("expected to find"), "\(result.stderr)")
    }
}
