/// Something that kept a source file from being read in full.
package struct CodeIssue: Sendable, Hashable {
    package let file: String
    package let line: Int?
    package let message: String

    package init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }
}
