import Foundation

/// Runs an external program with input on standard input, reading both outputs to the end concurrently
/// (so no pipe can fill and block), and stops it when it runs past a deadline.
enum ToolProcess {
    struct Output: Sendable {
        let status: Int32
        let stdout: Data
        let stderr: String
        let timedOut: Bool
    }

    private final class Buffer: @unchecked Sendable {
        var data = Data()
    }

    static func run(_ executable: URL, _ arguments: [String], input: Data = Data(), timeout: TimeInterval) throws -> Output {
        // A program that exits before reading all its input must make the write fail (EPIPE), not kill
        // TabLint with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let group = DispatchGroup()
        let out = Buffer(), err = Buffer()
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
        group.enter()
        DispatchQueue.global().async {
            // A program that exits without reading its input makes the write fail: that is its answer.
            try? writer.write(contentsOf: input)
            try? writer.close()
            group.leave()
        }
        var timedOut = false
        if group.wait(timeout: .now() + timeout) == .timedOut {
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
