import Foundation
import LSPProtocol
import TabLintModel

/// An open storyboard or xib: the editor's buffer (the truth for this file), its latest parse and lint.
struct OpenDocument: Sendable {
    /// The URI exactly as the client sent it (diagnostics are published under it).
    let uri: String
    let url: URL
    var buffer: DocumentBuffer
    /// The newest text's version and where its lint stands.
    var lint: LintScheduler
    /// The parse of `loadedVersion` (installed in the workspace).
    var loaded: LoadedFile?
    var loadedVersion: Int?
    /// The diagnostics of `diagnosticsVersion`.
    var diagnostics: [LSPDiagnostic] = []
    var diagnosticsVersion: Int?
    /// Work waiting for the parse and diagnostics of the current version (run on the server's queue, outside
    /// the store's lock).
    var waiters: [@Sendable (OpenDocument) -> Void] = []

    init(uri: String, url: URL, version: Int, text: String) {
        self.uri = uri
        self.url = url
        self.lint = LintScheduler(version: version)
        self.buffer = DocumentBuffer(text)
    }

    var path: String { url.path }

    /// The version of the buffer's text.
    var version: Int { lint.version }

    /// Parsed and linted at the current version, with nothing left to do.
    var isCurrent: Bool { lint.isCurrent }
}
