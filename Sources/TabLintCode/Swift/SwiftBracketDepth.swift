/// How deep `[` brackets nest in a Swift file, so that a file the parser would not finish is skipped.
///
/// swift-syntax's parser (603) takes time exponential in the depth of `[` brackets in a type position
/// (`let x: T[[[[…`: its lookahead tries each bracket both as an array type and as an inline array type), so a
/// 300-byte file with some 25 of them parses for minutes (found by the `code` fuzz target). Real code nests a few
/// deep; a file deeper than `maximum` is skipped with an issue.
enum SwiftBracketDepth {
    /// The deepest nesting parsed: 2^12 lookahead steps at worst. Each bracket doubles the time, and a few more
    /// would let a file of under 100 bytes parse long enough in the fuzz build (AddressSanitizer) for a loaded
    /// machine to report a timeout. Real code nests a few deep: at most 4 in the 5,820 Swift files of the
    /// real-world corpus's apps.
    static let maximum = 12

    /// The first line (1-based) where `[` brackets nest deeper than `maximum`; `nil` when they never do.
    ///
    /// Brackets in string literals and `//` comments do not count (a terminal-colour table of `"\u{1B}[1m"`
    /// strings opens dozens and closes none). The scan is lexical and simple: `\` escapes the next byte in a
    /// string; a `"` string ends at its line's end, as the Swift lexer ends an unterminated one (so one stray quote
    /// cannot hide the brackets after it: found by the `code` fuzz target). Where a `"""` block ends is where this
    /// simple reading and the lexer can part (the fuzz target found `""""impo"""""""ass` read as an open block that
    /// hid a run of 28 `[` from the guard but not from the parser), so the file is read twice, once with `"""`
    /// blocks running to their closing `"""` and once with every string ending at its line's end, and the first
    /// line either reading finds too deep is the answer: only a file whose brackets nest too deep in some reading
    /// is skipped. A third reading counts the tokens of swift-syntax's own lexer (`lineTooDeepByTokens`), which knows
    /// what the byte scans do not: string interpolations, raw strings.
    static func lineTooDeep(in bytes: [UInt8]) -> Int? {
        let readings = [
            lineTooDeep(in: bytes, multiLineStrings: true), lineTooDeep(in: bytes, multiLineStrings: false), lineTooDeepByTokens(in: bytes),
        ]
        return readings.compactMap { $0 }.min()
    }

    private static func lineTooDeep(in bytes: [UInt8], multiLineStrings: Bool) -> Int? {
        var depth = 0
        var line = 1
        var string = StringKind.none
        var inComment = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            // A line ends at `\n` or `\r`, as the Swift lexer ends a `//` comment (a `\r` alone hid a run of 84 `[` after
            // a comment from the guard, not from the parser: found by the `code` fuzz target); `\r\n` is one line end.
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                line += 1
                inComment = false
                if string == .singleLine { string = .none }
                continue
            }
            if inComment { continue }
            if string != .none {
                if byte == UInt8(ascii: "\\") {
                    // The escaped byte, unless it ends the line (which the next turn counts).
                    if index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
                } else if byte == UInt8(ascii: "\"") {
                    if string == .singleLine {
                        string = .none
                    } else if startsTripleQuote(bytes, at: index - 1) {
                        string = .none
                        index += 2
                    }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                if multiLineStrings, startsTripleQuote(bytes, at: index - 1) {
                    string = .multiLine
                    index += 2
                } else {
                    string = .singleLine
                }
            case UInt8(ascii: "/") where index < bytes.count && bytes[index] == UInt8(ascii: "/"): inComment = true
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximum { return line }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    private enum StringKind {
        case none, singleLine, multiLine
    }

    /// Whether `"""` starts at `index`.
    private static func startsTripleQuote(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
    }
}
