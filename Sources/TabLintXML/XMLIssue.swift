/// Something libxml2 reported while parsing: a well-formedness error or a warning.
package struct XMLIssue: Sendable, Hashable {
    package enum Level: Sendable, Hashable {
        case warning
        case error
    }

    package let level: Level
    package let message: String
    /// 1-based line and column as libxml2 reported them (column counts characters; 0 when unknown).
    package let line: Int
    package let column: Int
    /// UTF-8 byte offset in the source text derived from `line` and `column`.
    package let offset: Int
    /// libxml2's `xmlParserErrors` code.
    package let code: Int
    /// The document ends early: everything before its end is the start of a well-formed document, and libxml2
    /// reported this only because the text stopped (`XMLParser.isTruncated`), whatever its message says.
    package let isTruncation: Bool

    package init(level: Level, message: String, line: Int, column: Int, offset: Int, code: Int, isTruncation: Bool = false) {
        self.level = level
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
        self.code = code
        self.isTruncation = isTruncation
    }

    /// This issue, reported because the document ends early.
    package var asTruncation: XMLIssue {
        XMLIssue(level: level, message: message, line: line, column: column, offset: offset, code: code, isTruncation: true)
    }
}
