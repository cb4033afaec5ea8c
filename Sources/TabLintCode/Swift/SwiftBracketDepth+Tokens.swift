@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

extension SwiftBracketDepth {
    /// The first line (1-based) where `[` tokens nest deeper than `maximum` as swift-syntax's own lexer reads the
    /// file: string interpolations are code and raw strings end at their own delimiter, as for the parser, which a
    /// byte scan does not know (`"\(f(x: T[[[…` and `#"a"b"#; … T[[[…` hid their brackets from it). The lexer is
    /// linear in the file's length; only the parser's lookahead is exponential. Its token API is swift-syntax's
    /// `Testing` SPI, the same on every version `Package.swift` allows but for 603's experimental features.
    static func lineTooDeepByTokens(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard !buffer.isEmpty else { return nil }
            var tracker = LookaheadTracker()
            return withUnsafeMutablePointer(to: &tracker) { tracker -> Int? in
                #if canImport(SwiftSyntax603)
                    let tokens = Lexer.tokenize(buffer, lookaheadTracker: tracker, experimentalFeatures: [])
                #else
                    let tokens = Lexer.tokenize(buffer, lookaheadTracker: tracker)
                #endif
                var depth = 0
                var offset = 0
                for token in tokens {
                    switch token.rawTokenKind {
                    case .leftSquare:
                        depth += 1
                        if depth > maximum { return line(at: offset + token.textRange.lowerBound, in: buffer) }
                    case .rightSquare:
                        depth = max(0, depth - 1)
                    case .endOfFile:
                        return nil
                    default:
                        break
                    }
                    offset += token.byteLength
                }
                return nil
            }
        }
    }

    /// The 1-based line of `offset`, lines ending at `\n`, `\r` or `\r\n`.
    private static func line(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        var index = 0
        while index < min(offset, bytes.count) {
            if bytes[index] == UInt8(ascii: "\n") || (bytes[index] == UInt8(ascii: "\r") && bytes[safe: index + 1] != UInt8(ascii: "\n")) {
                line += 1
            }
            index += 1
        }
        return line
    }
}

extension UnsafeBufferPointer<UInt8> {
    fileprivate subscript(safe index: Int) -> UInt8? { index < count ? self[index] : nil }
}
