/// Why a project, workspace or Info.plist could not be read.
package struct ProjectIssue: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file the issue is about.
    package let path: String
    /// 1-based line, when known.
    package let line: Int?
    /// 1-based column, when known.
    package let column: Int?
    package let message: String

    package init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    package var description: String {
        var location = path
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(message)"
    }
}
