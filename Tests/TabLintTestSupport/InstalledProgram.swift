import Foundation

/// A program tests drive (Graphviz's `dot`, Debian's `chromium`), found on the `PATH`; tests that need one
/// are skipped, with a reason, where it is absent (CI installs them from `.ci/apt-packages.txt`).
package struct InstalledProgram: Sendable {
    package struct Output: Sendable {
        package let status: Int32
        package let stdout: String
        package let stderr: String
        package let timedOut: Bool
    }

    package let executable: URL

    /// The first of `names` on the `PATH`.
    package static func find(_ names: String...) -> InstalledProgram? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for name in names {
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return InstalledProgram(executable: candidate) }
            }
        }
        return nil
    }

    package static let dot = find("dot")
    package static let chromium = find("chromium", "chromium-browser", "google-chrome")

    private final class Buffer: @unchecked Sendable {
        var data = Data()
    }

    /// Runs the tool; stops it (and reports `timedOut`) when it runs longer than `timeout` seconds.
    package func run(_ arguments: [String], input: String = "", timeout: TimeInterval = 120) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
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
            try? writer.write(contentsOf: bytes)
            try? writer.close()
        }
        var timedOut = false
        if group.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if group.wait(timeout: .now() + 5) == .timedOut { kill(process.processIdentifier, SIGKILL) }
        }
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: out.data, as: UTF8.self),
            stderr: String(decoding: err.data, as: UTF8.self), timedOut: timedOut)
    }
}
