import Foundation
import TabLintCore
import TabLintRules
import TabLintTestSupport
import Testing

/// Every rule type under `Sources/TabLintRules/Rules/` is registered, once, and every registered rule lives there
/// in a file named after it.
@Suite struct RuleRegistryTests {
    @Test func everyRuleFileIsRegistered() throws {
        let folder = Fixtures.repositoryRoot().appendingPathComponent("Sources/TabLintRules/Rules")
        let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
        var declared: [String: String] = [:]
        while let file = walker.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: /struct ([A-Za-z0-9_]+): Rule\b/) { declared[String(match.1)] = file }
        }
        #expect(declared.count >= 20, "found \(declared.count) rule types")
        let registered = RuleRegistry.all.map { String(describing: $0) }
        #expect(Set(registered).count == registered.count, "a rule is registered twice")
        #expect(Set(declared.keys).subtracting(registered).isEmpty, "not in RuleRegistry.all: \(Set(declared.keys).subtracting(registered).sorted())")
        #expect(
            Set(registered).subtracting(declared.keys).isEmpty,
            "registered but not under Rules/: \(Set(registered).subtracting(declared.keys).sorted())")
        for (type, file) in declared {
            #expect(file.hasSuffix("/\(type).swift"), "\(type) lives in \(file), not in a file named after it")
        }
    }

    /// Descriptions are prose: a backslash left from a doubled line continuation (`\\` at a line's end in the
    /// source) would show in `tablint rules` and `Docs/Rules.md`.
    @Test func descriptionsHoldNoStrayBackslash() {
        for rule in RuleRegistry.all {
            let description = rule.description
            #expect(!description.rationale.contains("\\"), "\(description.id)")
            #expect(!description.summary.contains("\\"), "\(description.id)")
        }
    }
}
