import Foundation
import TabLintCore
import TabLintRules
import TabLintTestSupport
import TabLintWorkspace
import Testing

/// The committed reports of the bundled Corpus are what the current code produces, and every Corpus project
/// gives exactly the findings its README table promises.
@Suite struct CorpusReportTests {
    private let root = Fixtures.repositoryRoot()

    /// `file:///any/checkout/Corpus/…` → `file:///…/Corpus/…`: the committed JSON was written in another
    /// checkout; everything else must match byte for byte.
    private func normalized(_ json: String) -> String {
        json.replacingOccurrences(of: #""file://[^"]*?/Corpus/"#, with: #""file:///…/Corpus/"#, options: .regularExpression)
    }

    @Test func committedJSONReportIsCurrent() throws {
        let run = try CommandRunner.run(["lint", "Corpus", "--format", "json", "--fail-on", "never", "--quiet"], in: root)
        #expect(run.status == 0)
        let committed = try String(contentsOf: root.appendingPathComponent("Reports/corpus.json"), encoding: .utf8)
        #expect(normalized(run.stdout) == normalized(committed), "Reports/corpus.json is stale: run bash .ci/refresh-reports.sh")
    }

    @Test func committedTextReportIsCurrent() throws {
        let run = try CommandRunner.run(["lint", "Corpus", "--format", "text", "--fail-on", "never", "--quiet"], in: root)
        let committed = try String(contentsOf: root.appendingPathComponent("Reports/corpus.txt"), encoding: .utf8)
        #expect(run.stdout == committed, "Reports/corpus.txt is stale: run bash .ci/refresh-reports.sh")
    }

    /// The `| Project | Expected findings |` tables of `Corpus/README.md`: the first (default rules) and the
    /// one under "With the opt-in rules", as project → "rule severity" → count.
    private func readmeTables() throws -> (defaults: [String: [String: Int]], optIn: [String: [String: Int]]) {
        let readme = try String(contentsOf: root.appendingPathComponent("Corpus/README.md"), encoding: .utf8)
        var tables: [[String: [String: Int]]] = [[:], [:]]
        var table = 0
        for line in readme.split(separator: "\n") {
            if line.hasPrefix("## With the opt-in rules") { table = 1 }
            guard line.hasPrefix("| "), !line.hasPrefix("| Project") else { continue }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2 else { continue }
            var counts: [String: Int] = [:]
            if cells[1] != "none" {
                for part in cells[1].split(separator: ";") {
                    let ruleAndCounts = part.split(separator: ":", maxSplits: 1)
                    let rule = ruleAndCounts[0].trimmingCharacters(in: .whitespaces)
                    for count in ruleAndCounts[1].split(separator: ",") {
                        let words = count.split(separator: " ")
                        counts["\(rule) \(words[1])"] = Int(words[0])
                    }
                }
            }
            tables[table][cells[0]] = counts
        }
        return (tables[0], tables[1])
    }

    @Test func everyProjectGivesTheFindingsItsReadmePromises() throws {
        let expected = try readmeTables().defaults
        #expect(expected.count >= 12)
        let projects = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Corpus").path)
            .filter { !$0.hasSuffix(".md") && !$0.hasPrefix(".") }
        #expect(Set(projects) == Set(expected.keys), "every Corpus project has a row in Corpus/README.md")

        let run = try CommandRunner.run(["lint", "Corpus", "--fail-on", "never", "--quiet"], in: root)
        var actual: [String: [String: Int]] = Dictionary(uniqueKeysWithValues: projects.map { ($0, [:]) })
        for line in run.stdout.split(separator: "\n") where !line.contains(": note: ") {
            let parts = line.components(separatedBy: ": ")
            let project = parts[0].split(separator: "/")[1]
            let rule = line[line.range(of: "[", options: .backwards)!.upperBound...].dropLast()
            actual[String(project), default: [:]]["\(rule) \(parts[1])", default: 0] += 1
        }
        for project in projects {
            #expect(actual[project] == expected[project], "\(project)")
        }
    }

    /// Opt-in rules do not run by default; each project of the opt-in table is linted on its own with every
    /// opt-in rule enabled (pinned here, not taken from any configuration file).
    @Test func optInProjectsGiveTheFindingsTheReadmePromises() throws {
        let expected = try readmeTables().optIn
        #expect(expected.count >= 2)
        var configuration = Configuration()
        configuration.optInRules = Set(RuleRegistry.all.filter { $0.description.isOptIn }.map { $0.description.id })
        for (project, counts) in expected {
            let workspace = try Workspace.load(paths: [root.appendingPathComponent("Corpus/\(project)")])
            let result = Linter(ruleTypes: RuleRegistry.all, configuration: configuration).lint(workspace)
            var actual: [String: Int] = [:]
            for diagnostic in result.diagnostics { actual["\(diagnostic.ruleID) \(diagnostic.severity.rawValue)", default: 0] += 1 }
            #expect(actual == counts, "\(project)")
        }
    }
}
