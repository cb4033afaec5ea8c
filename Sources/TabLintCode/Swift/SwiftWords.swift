import SwiftSyntax

/// Syntax as `KeyEvidence` and `TabTargets` read it: token texts, string literal contents as `""`.
enum SwiftWords {
    static func words(_ node: some SyntaxProtocol) -> [String] {
        node.tokens(viewMode: .sourceAccurate).map { token in
            if case .stringSegment = token.tokenKind { return "\"\"" }
            return token.text
        }
    }

    /// The contents of a string literal without interpolation.
    static func literal(_ expression: ExprSyntax?) -> String? {
        guard let string = expression?.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in string.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return text
    }

    /// Identifiers in `words` that could be local variables: not after `.`, not before `:`.
    static func localNames(_ words: [String]) -> [String] {
        words.indices.compactMap { index in
            let word = words[index]
            guard let first = word.first, first.isLetter || first == "_" else { return nil }
            if index > 0, words[index - 1] == "." { return nil }
            if index + 1 < words.count, words[index + 1] == ":" { return nil }
            return word
        }
    }
}
