import Foundation

/// Runs the built `tablint` executable, as a user or CI would.
package struct CommandRunner {
    package typealias Output = ProcessOutput

    /// The `tablint` binary beside the test bundle (SwiftPM builds it before the tests that depend on it).
    package static var executable: URL {
        var folder = Bundle.main.bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        let beside = folder.appendingPathComponent("tablint")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("tablint")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return beside
    }

    package static func run(_ arguments: [String], in directory: URL, stdin: String? = nil) throws -> Output {
        try ProcessRunner.run(executable, arguments, in: directory, input: stdin ?? "")
    }

    /// A fresh temporary folder holding `files` (relative path → text).
    package static func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-cli-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }
}
