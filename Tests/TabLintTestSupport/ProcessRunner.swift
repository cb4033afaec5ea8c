import Foundation
import TabLintDiagram
import TabLintSource

/// What a finished program gave.
package struct ProcessOutput: Sendable {
    package let status: Int32
    package let stdout: String
    package let stderr: String
    /// The program ran past its deadline and was stopped.
    package let timedOut: Bool

    /// Both streams, for failure messages.
    package var output: String { stdout + "\n" + stderr }
}

/// How tests run a program: `ToolProcess` (both pipes drained, input, an optional deadline), with text output.
package enum ProcessRunner {
    package static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: String = "",
        timeout: TimeInterval? = nil
    ) throws -> ProcessOutput {
        let output = try ToolProcess.run(
            executable, arguments, in: directory, environment: environment, input: Data(input.utf8), timeout: timeout)
        return ProcessOutput(
            status: output.status, stdout: String(decoding: output.stdout, as: UTF8.self), stderr: output.stderr,
            timedOut: output.timedOut)
    }
}
