import Foundation
import LSPProtocol
import Synchronization

/// An open Swift or Objective-C file (`.swift`, `.m`, `.mm`, `.h`): the editor's buffer, which the workspace's code
/// evidence reads in place of the disk, and the findings rules locate in it (`Linter.lint(codeFile:in:)`).
struct CodeDocument: Sendable {
    /// The URI exactly as the client sent it (diagnostics are published under it).
    let uri: String
    let url: URL
    var buffer: DocumentBuffer
    var version: Int
    /// A lint of it runs; `stale` once something changed since it started (it runs again when it ends).
    var linting = false
    var stale = false
    /// The diagnostics of `diagnosticsVersion`, the version the last finished lint started from.
    var diagnostics: [LSPDiagnostic] = []
    var diagnosticsVersion: Int?
    /// Work waiting for a lint of the current version (run on the server's queue, outside the store's lock).
    var waiters: [@Sendable (CodeDocument) -> Void] = []

    init(uri: String, url: URL, version: Int, text: String) {
        self.uri = uri
        self.url = url
        self.version = version
        self.buffer = DocumentBuffer(text)
    }

    var path: String { url.path }

    /// Linted at the current version and at the workspace's current state, with nothing left to do.
    var isCurrent: Bool { !linting && !stale && diagnosticsVersion == version }
}

/// The open code files, by path. One `Mutex` guards them; no method calls out while holding it.
final class CodeDocumentStore: Sendable {
    private let documents = Mutex<[String: CodeDocument]>([:])

    /// Runs `body` with the documents, under the lock: `body` must not call out.
    func withDocuments<Result: Sendable>(_ body: (inout [String: CodeDocument]) -> Result) -> Result {
        documents.withLock { body(&$0) }
    }

    func contains(_ path: String) -> Bool { withDocuments { $0[path] != nil } }

    var paths: [String] { withDocuments { Array($0.keys) } }
}
