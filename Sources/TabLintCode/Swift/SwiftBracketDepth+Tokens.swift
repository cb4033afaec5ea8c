@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import TabLintSource

extension SwiftBracketDepth {
    /// The first line (1-based) where `[` tokens nest deeper than `maximum` as swift-syntax's own lexer reads the
    /// file: string interpolations are code and raw strings end at their own delimiter, as for the parser, which a
    /// byte scan does not know (`"\(f(x: T[[[…` and `#"a"b"#; … T[[[…` hid their brackets from it). The lexer is
    /// linear in the file's length; only the parser's lookahead is exponential. Its token API is swift-syntax's
    /// `Testing` SPI, the same on every version `Package.swift` allows but for 603's experimental features. Lines are
    /// `LineTable`'s (ending at `\n`, `\r\n` or a lone `\r`, as the lexer ends a `//` comment).
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
                        if depth > maximum { return LineTable(utf8: bytes).line(containing: offset + token.textRange.lowerBound) + 1 }
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
}
