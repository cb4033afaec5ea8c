import Foundation
import TabLintCore
import TabLintSource
import TabLintWorkspace

/// What a reporter needs besides the findings: where paths are relative to, and which column unit LSP-shaped
/// output uses.
package struct ReportContext: Sendable {
    /// Paths in reports are relative to this folder when the file is inside it.
    package let baseDirectory: URL
    private let basePrefix: String
    package let positionEncoding: PositionEncoding
    package let toolVersion: String
    /// The descriptions of the rules that ran (SARIF lists them as `tool.driver.rules`; titles use their names).
    package var rules: [RuleDescription] = []
    /// The linted workspace, for reporters that draw the controller graph (`html`); when `nil` they load the
    /// result's files again.
    package var workspace: Workspace?
    /// The folder a finding's identity (baselines, SARIF and GitLab fingerprints) gives its path relative to: the
    /// project root, whatever folder `tablint` ran in. `nil`: the base directory.
    package var identityBase: URL? {
        didSet { identityPrefix = identityBase.map { $0.standardizedFileURL.path }.map { $0.hasSuffix("/") ? $0 : $0 + "/" } }
    }
    private var identityPrefix: String?

    package init(baseDirectory: URL, positionEncoding: PositionEncoding = .utf16, toolVersion: String = TabLintVersion.current) {
        self.baseDirectory = baseDirectory.standardizedFileURL
        let base = self.baseDirectory.path
        self.basePrefix = base.hasSuffix("/") ? base : base + "/"
        self.positionEncoding = positionEncoding
        self.toolVersion = toolVersion
    }

    /// `Corpus/Tabster/Base.lproj/Main.storyboard` for a file under the base directory, else the absolute path.
    package func displayPath(_ file: SourceFile) -> String { displayPath(file.path) }

    /// An absolute path as reports show it: relative to the base directory when inside it.
    package func displayPath(_ path: String) -> String {
        path.hasPrefix(basePrefix) ? String(path.dropFirst(basePrefix.count)) : path
    }

    /// A file's path as findings' identities compare it: relative to `identityBase` when inside it, else as
    /// `displayPath` gives it.
    package func identityPath(_ file: SourceFile) -> String {
        guard let identityPrefix else { return displayPath(file) }
        return file.path.hasPrefix(identityPrefix) ? String(file.path.dropFirst(identityPrefix.count)) : displayPath(file)
    }
}

/// A report format: one small type per format.
package protocol Reporter: Sendable {
    static var id: String { get }
    func report(_ result: LintResult, context: ReportContext) -> String
    /// Whether the report is lines for people to read, which `--statistics` may extend with the summary table
    /// (for structured formats the table goes to standard error instead).
    var isLineOriented: Bool { get }
}

extension Reporter {
    package var isLineOriented: Bool { false }
}
