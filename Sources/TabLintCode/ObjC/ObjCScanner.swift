/// Splits Objective-C (or Objective-C++) source into tokens.
///
/// The grammar is just what the fact finder needs, and it never fails:
/// - whitespace separates tokens; `//` comments run to the end of the line (a trailing `\` continues them) and
///   `/* */` comments to their close or the end of the file;
/// - a line whose first non-blank character is `#` is a preprocessor line (with `\` continuations) and is skipped;
/// - `"…"` and `@"…"` are string tokens, `'…'` character tokens; `\` escapes one byte; an unterminated literal ends
///   at the end of its line;
/// - `@` followed by letters is an at-keyword (`@implementation`); a lone `@` (boxing, `@[`, `@{`) is punctuation;
/// - identifiers are `[A-Za-z_$]` and any non-ASCII byte, followed by those and digits; numbers start with a digit
///   and take letters, digits, `.` and `'`;
/// - every other byte is a one-character punctuation token.
/// Every step consumes at least one byte, so any input ends.
struct ObjCScanner {
    private let bytes: [UInt8]
    private var index = 0
    private var atLineStart = true

    init(bytes: [UInt8]) { self.bytes = bytes }

    static func tokens(in bytes: [UInt8]) -> [ObjCToken] {
        var scanner = ObjCScanner(bytes: bytes)
        var tokens: [ObjCToken] = []
        tokens.reserveCapacity(bytes.count / 5)
        while let token = scanner.next() { tokens.append(token) }
        return tokens
    }

    mutating func next() -> ObjCToken? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                atLineStart = true
                index += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "#") where atLineStart:
                skipLine()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLine()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                atLineStart = false
                return token(startingWith: byte)
            }
        }
        return nil
    }

    private mutating func token(startingWith byte: UInt8) -> ObjCToken {
        let start = index
        if byte == UInt8(ascii: "\"") {
            return string(from: start, contentStart: start + 1, kind: .string)
        }
        if byte == UInt8(ascii: "@"), peek(1) == UInt8(ascii: "\"") {
            return string(from: start, contentStart: start + 2, kind: .string)
        }
        if byte == UInt8(ascii: "'") {
            return string(from: start, contentStart: start + 1, kind: .character)
        }
        if byte == UInt8(ascii: "@"), let next = peek(1), Self.isIdentifierStart(next) {
            index += 1
            while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
            return make(.atKeyword, start..<index)
        }
        if Self.isIdentifierStart(byte) {
            while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
            return make(.identifier, start..<index)
        }
        if Self.isDigit(byte) {
            while index < bytes.count,
                Self.isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "'")
            {
                index += 1
            }
            return make(.number, start..<index)
        }
        index += 1
        return make(.punctuation, start..<index)
    }

    /// A literal whose contents start at `contentStart` and end at the matching quote or the end of the line.
    private mutating func string(from start: Int, contentStart: Int, kind: ObjCToken.Kind) -> ObjCToken {
        let quote = bytes[contentStart - 1]
        index = contentStart
        while index < bytes.count, bytes[index] != quote, bytes[index] != 0x0A {
            index += bytes[index] == UInt8(ascii: "\\") && index + 1 < bytes.count && bytes[index + 1] != 0x0A ? 2 : 1
        }
        let contentEnd = min(index, bytes.count)
        if index < bytes.count, bytes[index] == quote { index += 1 }
        let text = kind == .string ? String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self) : nil
        return ObjCToken(kind: kind, text: text ?? String(decoding: bytes[start..<index], as: UTF8.self), range: start..<index)
    }

    private func make(_ kind: ObjCToken.Kind, _ range: Range<Int>) -> ObjCToken {
        ObjCToken(kind: kind, text: String(decoding: bytes[range], as: UTF8.self), range: range)
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Skips to the end of the line, following `\` continuations.
    private mutating func skipLine() {
        while index < bytes.count, bytes[index] != 0x0A {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count,
                bytes[index + 1] == 0x0A
                    || (bytes[index + 1] == 0x0D && index + 2 < bytes.count && bytes[index + 2] == 0x0A)
            {
                index += bytes[index + 1] == 0x0D ? 3 : 2
                continue
            }
            index += 1
        }
    }

    private mutating func skipBlockComment() {
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                return
            }
            index += 1
        }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
