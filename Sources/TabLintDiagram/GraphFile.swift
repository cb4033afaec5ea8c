/// One file of the workspace in a graph snapshot.
package struct GraphFile: Codable, Sendable, Equatable {
    /// Whether the file could be read as an Interface Builder document.
    package enum Status: String, Codable, Sendable {
        case document
        /// Not well-formed XML.
        case malformed
        /// Empty, binary, unreadable or not an Interface Builder document.
        case unsupported
        /// A Swift or Objective-C file that builds a tab bar in code.
        case code
    }

    /// Relative to the current directory when the file is inside it, else absolute.
    package var path: String
    package var status: Status
    /// `storyboard`, `xib` or `legacyArchive` (documents only).
    package var format: String?
    /// `iOS`, `tvOS`, `watchOS`, `macOS` or `unknown` (documents only).
    package var platform: String?
    /// The node id of the storyboard's initial controller.
    package var initialController: String?
    /// The Xcode targets the file ships in, sorted (absent when no target lists it).
    package var targets: [String]?
    /// Diagnostics of the file that no controller contains (parse errors, document-wide findings).
    package var diagnostics: [GraphDiagnostic]

    package init(
        path: String, status: Status, format: String? = nil, platform: String? = nil, initialController: String? = nil,
        targets: [String]? = nil, diagnostics: [GraphDiagnostic] = []
    ) {
        self.path = path
        self.status = status
        self.format = format
        self.platform = platform
        self.initialController = initialController
        self.targets = targets
        self.diagnostics = diagnostics
    }

    /// The last path component (`Main.storyboard`).
    package var fileName: String { Self.fileName(of: path) }

    package static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
