import ArgumentParser
import Foundation
import TabLintModel
import TabLintSource
import TabLintWorkspace

/// `--stdin --stdin-path PATH`: lint one document read from standard input as if it were the file at PATH
/// (an editor's unsaved buffer, a file staged for commit). The rest of the workspace is read from disk around
/// PATH, so storyboard references resolve; the buffer replaces the file on disk.
struct StdinOptions: ParsableArguments {
    @Flag(help: "Lint the document on standard input (needs --stdin-path); other files are read from disk.")
    var stdin = false

    @Option(help: "Where the document on standard input lives: its path in reports, and where its project is found.")
    var stdinPath: String?

    func validate() throws {
        if stdin && stdinPath == nil { throw ValidationError("--stdin needs --stdin-path PATH to know where the document lives") }
        if !stdin && stdinPath != nil { throw ValidationError("--stdin-path is only used with --stdin") }
    }

    /// The buffer's URL, absolute against `base`.
    func documentURL(base: URL) -> URL? {
        stdinPath.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
    }

    /// The folders the rest of the workspace is read from: `roots` when paths were named, else the project
    /// folder around the document (`FileDiscovery.projectRoot`). Folders that do not exist are left out.
    func roots(_ roots: [URL], document url: URL, base: URL) -> [URL] {
        let folders = roots.isEmpty ? [FileDiscovery.projectRoot(containing: url, fallback: base)] : roots
        return folders.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The document on standard input; it stands in for the file at `--stdin-path` in the workspace.
    func readBuffer() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
}
