import Foundation

/// Runs an external program with input on standard input, reading both outputs to the end concurrently
/// (so no pipe can fill and block), and stops it when it runs past a deadline. Graphviz runs through it, and so
/// does every program the tests run.
package enum ToolProcess {
    package struct Output: Sendable {
        package let status: Int32
        package let stdout: Data
        package let stderr: String
        package let timedOut: Bool
    }

    private final class Buffer: @unchecked Sendable {
        var data = Data()
    }

    /// `directory` is the working folder (the caller's by default); `environment` is added to the caller's.
    package static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: Data = Data(),
        timeout: TimeInterval? = nil
    ) throws -> Output {
        // A program that exits before reading all its input must make the write fail (EPIPE), not kill
        // TabLint with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
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
        // The three blocking pipe transfers run on threads of their own, not on Dispatch's global queue: its few
        // workers (two on a two-core machine) can all be blocked reading, and the thread that writes the input would
        // then start late, with the program waiting for its first byte.
        let group = DispatchGroup()
        let out = Buffer(), err = Buffer()
        group.enter()
        Thread.detachNewThread {
            out.data = stdout.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        group.enter()
        Thread.detachNewThread {
            err.data = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let writer = stdin.fileHandleForWriting
        group.enter()
        Thread.detachNewThread {
            // A program that exits without reading its input makes the write fail: that is its answer.
            try? writer.write(contentsOf: input)
            try? writer.close()
            group.leave()
        }
        var timedOut = false
        if let timeout, group.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if group.wait(timeout: .now() + 2) == .timedOut { kill(process.processIdentifier, SIGKILL) }
        }
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: out.data, stderr: String(decoding: err.data, as: UTF8.self), timedOut: timedOut)
    }
}
