/// How deep `[` brackets nest in a Swift file, so that a file the parser would not finish is skipped.
///
/// swift-syntax's parser (603) takes time exponential in the depth of `[` brackets in a type position
/// (`let x: T[[[[…`: its lookahead tries each bracket both as an array type and as an inline array type), so a
/// 300-byte file with some 25 of them parses for minutes (found by the `code` fuzz target). Real code nests a few
/// deep; a file deeper than `maximum` is skipped with an issue.
enum SwiftBracketDepth {
    /// The deepest nesting parsed: 2^16 lookahead steps at worst, well under a second.
    static let maximum = 16

    /// The first line (1-based) where `[` brackets nest deeper than `maximum`, counting those in strings and
    /// comments too (`]` closes one); `nil` when they never do.
    static func lineTooDeep(in bytes: [UInt8]) -> Int? {
        var depth = 0
        var line = 1
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximum { return line }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "\n"): line += 1
            default: break
            }
        }
        return nil
    }
}
