import Foundation
import LSPProtocol
import TabLintModel

/// An open storyboard or xib: the editor's buffer (the truth for this file), its latest parse and lint.
struct OpenDocument {
    /// The URI exactly as the client sent it (diagnostics are published under it).
    let uri: String
    let url: URL
    var version: Int
    var buffer: DocumentBuffer
    /// The parse of `loadedVersion` (installed in the workspace).
    var loaded: LoadedFile?
    var loadedVersion: Int?
    /// The diagnostics of `diagnosticsVersion`.
    var diagnostics: [LSPDiagnostic] = []
    var diagnosticsVersion: Int?
    var lintRunning = false
    /// A file it depends on changed: lint again even though its text did not.
    var needsRelint = false
    /// Work waiting for the parse and diagnostics of the current version.
    var waiters: [(OpenDocument) -> Void] = []

    init(uri: String, url: URL, version: Int, text: String) {
        self.uri = uri
        self.url = url
        self.version = version
        self.buffer = DocumentBuffer(text)
    }

    var path: String { url.path }

    /// Parsed and linted at the current version, with nothing left to do.
    var isCurrent: Bool { !lintRunning && !needsRelint && loadedVersion == version && diagnosticsVersion == version }
}
