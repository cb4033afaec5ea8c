import Foundation

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

/// The one way tests run a program: both pipes read to the end concurrently (a large report cannot fill a pipe
/// and block), the input written from another thread, and an optional deadline after which the program is
/// stopped (`SIGTERM`, then `SIGKILL`).
package enum ProcessRunner {
    private final class Buffer: @unchecked Sendable {
        var data = Data()
    }

    package static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: String = "",
        timeout: TimeInterval? = nil
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let out = Buffer(), err = Buffer()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            out.data = stdout.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            err.data = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let writer = stdin.fileHandleForWriting
        let bytes = Data(input.utf8)
        DispatchQueue.global().async {
            if !bytes.isEmpty { try? writer.write(contentsOf: bytes) }
            try? writer.close()
        }
        var timedOut = false
        if let timeout, group.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if group.wait(timeout: .now() + 5) == .timedOut { kill(process.processIdentifier, SIGKILL) }
        }
        group.wait()
        process.waitUntilExit()
        return ProcessOutput(
            status: process.terminationStatus, stdout: String(decoding: out.data, as: UTF8.self),
            stderr: String(decoding: err.data, as: UTF8.self), timedOut: timedOut)
    }
}
