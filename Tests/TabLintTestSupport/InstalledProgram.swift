import Foundation

/// A program tests drive (Graphviz's `dot`, Debian's `chromium`), found on the `PATH`; tests that need one
/// are skipped, with a reason, where it is absent (CI installs them from `.ci/apt-packages.txt`).
package struct InstalledProgram: Sendable {
    package typealias Output = ProcessOutput

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

    /// Runs the tool; stops it (and reports `timedOut`) when it runs longer than `timeout` seconds.
    package func run(_ arguments: [String], input: String = "", timeout: TimeInterval = 120) throws -> Output {
        try ProcessRunner.run(executable, arguments, input: input, timeout: timeout)
    }
}
