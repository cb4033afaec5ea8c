import Foundation
import TabLintWorkspace

/// `file:` URIs as editors send them ↔ file URLs and paths as TabLint indexes them.
enum DocumentURI {
    /// The file URL of a `file:` URI (`nil` for other schemes, such as `untitled:`).
    static func fileURL(_ uri: String) -> URL? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL
    }

    /// Whether TabLint reads the file: chosen by extension, not by the editor's language id (editors call
    /// storyboards `xml`).
    static func isInterfaceBuilderFile(_ url: URL) -> Bool {
        FileDiscovery.documentExtensions.contains(url.pathExtension.lowercased())
    }
}
