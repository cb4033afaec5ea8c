import Foundation

/// Tools the tests drive besides `tablint`: the Python venv `.ci/run` installs (`.venv`) and the report
/// validators of `../shared`. Tests that need one are skipped, with a reason, where it is absent; CI has both.
package enum ExternalTool {
    /// `.venv/bin/python` of the repository, when `.ci/run` (or a developer) created it.
    package static var python: URL? {
        let url = Fixtures.repositoryRoot().appendingPathComponent(".venv/bin/python")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// `../shared/lsp-clients/validate_reports.py` (SARIF with GitHub's rules, checkstyle and JUnit XSDs).
    package static var reportValidator: URL? {
        Fixtures.sharedFolder.map { $0.appendingPathComponent("lsp-clients/validate_reports.py") }
            .flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }
    }

    /// `.ci/validate_schema.py` (JSON Schema validation of JSON or YAML documents).
    package static var schemaValidator: URL { Fixtures.repositoryRoot().appendingPathComponent(".ci/validate_schema.py") }

    /// Runs `executable` with `arguments` in `directory` (with `environment` added) and returns its status
    /// and output.
    package static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> ProcessOutput {
        try ProcessRunner.run(executable, arguments, in: directory, environment: environment)
    }

    /// Validates `document` against a JSON Schema file or `schemastore:NAME` with `.ci/validate_schema.py`.
    package static func validateSchema(_ schema: String, _ document: URL) throws -> CommandRunner.Output {
        guard let python else { throw Missing(description: ".venv/bin/python") }
        return try run(python, [schemaValidator.path, schema, document.path])
    }

    /// A YAML or JSON document as Foundation values (`validate_schema.py --dump`).
    package static func load(_ document: URL) throws -> Any {
        guard let python else { throw Missing(description: ".venv/bin/python") }
        let dump = try run(python, [schemaValidator.path, "--dump", document.path])
        guard dump.status == 0 else { throw Missing(description: "a readable \(document.lastPathComponent): \(dump.stderr)") }
        return try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8))
    }

    package struct Missing: Error, CustomStringConvertible {
        package let description: String
    }
}
