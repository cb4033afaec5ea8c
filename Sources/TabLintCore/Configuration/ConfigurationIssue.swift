/// A problem in a configuration file, with its place: an unknown name or a malformed file (an error that stops
/// `tablint lint`), or an `ignore:` entry that suppresses nothing (a warning).
package struct ConfigurationIssue: Error, Sendable, Hashable, CustomStringConvertible {
    package let path: String
    /// 1-based; 0 when unknown.
    package let line: Int
    package let column: Int
    package let message: String
    package let isError: Bool

    package init(path: String, line: Int, column: Int, message: String, isError: Bool) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.isError = isError
    }

    /// `path:line:column: error: message`, the form editors and CI logs read.
    package var description: String {
        let place = line > 0 ? "\(path):\(line):\(max(column, 1))" : path
        return "\(place): \(isError ? "error" : "warning"): \(message)"
    }
}
