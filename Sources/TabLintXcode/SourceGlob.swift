/// A pattern of an XcodeGen source's `excludes` or `includes`, matched against paths relative to the source's folder
/// as XcodeGen's globs match them: Bash 4's, with `globstar`.
///
/// `*` matches any text within one path component and `?` one character, neither a `.` that starts a component;
/// `[abc]`, `[a-z]` and `[!abc]` (or `[^abc]`) one character of a set; `{a,b}` either text (nested braces too);
/// `**` as a whole component any number of components, none included (as XcodeGen lists folders for it: hidden ones
/// too, but not `Pods` or `node_modules` where it starts); `\` makes the next character plain. A pattern that
/// matches a folder matches everything in it (XcodeGen expands a folder it matches to its files).
///
/// Unlike `.tablint.yml`'s globs (`PathGlob`, which TabLintXcode cannot see), these have brackets and braces,
/// which XcodeGen specs use (`*.[mh]`, `{Debug,Release}.xcconfig`).
package struct SourceGlob: Sendable, Hashable, CustomStringConvertible {
    package let pattern: String
    /// Each alternative of the pattern's braces, as components.
    private let alternatives: [[Component]]

    /// At most this many alternatives are made of a pattern's braces (`{a,b}{c,d}` makes four).
    static let alternativeLimit = 256

    /// One component of a pattern: `**`, or the tokens of a component matched within one path component.
    private enum Component: Sendable, Hashable {
        case globstar
        case tokens([Token])
    }

    private enum Token: Sendable, Hashable {
        case character(Character)
        /// `?`
        case any
        /// `*`
        case star
        /// `[...]`: characters and ranges, `negated` for `[!...]`.
        case set(characters: Set<Character>, ranges: [ClosedRange<Character>], negated: Bool)

        func matches(_ character: Character) -> Bool {
            switch self {
            case .character(let expected): return character == expected
            case .any, .star: return true
            case .set(let characters, let ranges, let negated):
                return (characters.contains(character) || ranges.contains { $0.contains(character) }) != negated
            }
        }
    }

    package init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        alternatives = Self.expandingBraces(Array(trimmed)).map { alternative in
            var components: [Component] = []
            for part in alternative.split(separator: "/", omittingEmptySubsequences: true) {
                let component = part.elementsEqual("**") ? Component.globstar : .tokens(Self.tokens(part))
                // `**/**` is `**`.
                if component == .globstar, components.last == .globstar { continue }
                components.append(component)
            }
            return components
        }
    }

    package var description: String { pattern }

    /// Whether `relativePath` (components separated by `/`), or a folder it lies in, matches.
    package func matches(_ relativePath: Substring) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
        return alternatives.contains { Self.matchesPrefix($0, path) }
    }

    /// Folders XcodeGen's globstar does not enter where it starts (`Glob.defaultBlacklistedDirectories`).
    static let skippedByGlobstar: Set<String> = ["Pods", "node_modules"]

    /// Whether `components` match the first one or more components of `path`: `reach[j]` is whether the components
    /// from the current one on match `path[j...]` up to some end past the first component; filled from the ends, each
    /// pair once (`**` tried at every depth would take time exponential in their number).
    private static func matchesPrefix(_ components: [Component], _ path: [[Character]]) -> Bool {
        let count = path.count
        var next = (0...count).map { $0 >= 1 }
        for component in components.reversed() {
            var reach = [Bool](repeating: false, count: count + 1)
            switch component {
            case .globstar:
                // Zero components, or one or more, hidden folders too (XcodeGen lists them), but for `Pods` and
                // `node_modules` as the first.
                var more = next
                for j in stride(from: count - 1, through: 0, by: -1) { more[j] = next[j] || more[j + 1] }
                for j in 0...count {
                    reach[j] = next[j] || (j < count && !skippedByGlobstar.contains(String(path[j])) && more[j + 1])
                }
            case .tokens(let tokens):
                for j in 0..<count { reach[j] = next[j + 1] && matchComponent(tokens, path[j]) }
            }
            next = reach
        }
        return next[0]
    }

    /// One component against one path component, with `*` the only token that matches more than one character: the
    /// classic scan that goes back to the last `*` on a mismatch (time linear in the product of the lengths). A
    /// leading `.` of the text is matched only by a `.` in the pattern.
    private static func matchComponent(_ tokens: [Token], _ text: [Character]) -> Bool {
        if text.first == ".", tokens.first != .character(".") { return false }
        var t = 0
        var p = 0
        var star = -1
        var resume = 0
        while t < text.count {
            if p < tokens.count, tokens[p] != .star, tokens[p].matches(text[t]) {
                p += 1
                t += 1
            } else if p < tokens.count, tokens[p] == .star {
                star = p
                resume = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < tokens.count, tokens[p] == .star { p += 1 }
        return p == tokens.count
    }

    /// A pattern component's tokens. A `[` without its `]` is plain text, and so is the character after a `\`.
    private static func tokens(_ part: ArraySlice<Character>) -> [Token] {
        var tokens: [Token] = []
        var index = part.startIndex
        while index < part.endIndex {
            let character = part[index]
            index += 1
            switch character {
            case "*": tokens.append(.star)
            case "?": tokens.append(.any)
            case "\\" where index < part.endIndex:
                tokens.append(.character(part[index]))
                index += 1
            case "[":
                if let (set, end) = bracket(part[index...]) {
                    tokens.append(set)
                    index = end
                } else {
                    tokens.append(.character("["))
                }
            default: tokens.append(.character(character))
            }
        }
        return tokens
    }

    /// A bracket expression after its `[`: the set, and the index after its `]`; nil when it has no `]`.
    private static func bracket(_ part: ArraySlice<Character>) -> (Token, Int)? {
        var index = part.startIndex
        var negated = false
        if index < part.endIndex, part[index] == "!" || part[index] == "^" {
            negated = true
            index += 1
        }
        var characters: Set<Character> = []
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while index < part.endIndex {
            let low = part[index]
            if low == "]" && !first { return (.set(characters: characters, ranges: ranges, negated: negated), index + 1) }
            first = false
            if index + 2 < part.endIndex, part[index + 1] == "-", part[index + 2] != "]" {
                if low <= part[index + 2] { ranges.append(low...part[index + 2]) }
                index += 3
            } else {
                characters.insert(low)
                index += 1
            }
        }
        return nil
    }

    /// The pattern's alternatives with its braces expanded (`a{b,c}d` → `abd`, `acd`), at most `alternativeLimit`; a
    /// brace without its pair, or without a `,` inside, is plain text.
    static func expandingBraces(_ pattern: [Character]) -> [[Character]] {
        guard let (open, close, commas) = firstBraces(pattern) else { return [pattern] }
        let starts = [open + 1] + commas.map { $0 + 1 }
        var ends = commas
        ends.append(close)
        var result: [[Character]] = []
        for (start, end) in zip(starts, ends) where result.count < alternativeLimit {
            let alternative = Array(pattern[..<open]) + Array(pattern[start..<end]) + Array(pattern[(close + 1)...])
            for expanded in expandingBraces(alternative) {
                guard result.count < alternativeLimit else { return result }
                result.append(expanded)
            }
        }
        return result
    }

    /// The first `{` with its `}` and the `,`s at its level, when it has a `,`.
    private static func firstBraces(_ pattern: [Character]) -> (Int, Int, [Int])? {
        var index = 0
        while index < pattern.count {
            if pattern[index] == "\\" {
                index += 2
                continue
            }
            if pattern[index] == "{" {
                var depth = 0
                var commas: [Int] = []
                var end = index
                while end < pattern.count {
                    switch pattern[end] {
                    case "\\": end += 1
                    case "{": depth += 1
                    case "}":
                        depth -= 1
                        if depth == 0 {
                            if !commas.isEmpty { return (index, end, commas) }
                            end = pattern.count
                        }
                    case "," where depth == 1: commas.append(end)
                    default: break
                    }
                    end += 1
                }
            }
            index += 1
        }
        return nil
    }
}
