/// A path pattern of `.tablint.yml`'s `excluded` and `included` lists, matched against paths relative to the
/// configuration's folder.
///
/// `*` matches within one path component, `?` one character, `**` any number of whole components. A pattern
/// also matches everything inside a folder it matches, so `Pods` and `Pods/**` both exclude all of `Pods/`.
package struct PathGlob: Sendable, Hashable, CustomStringConvertible {
    package let pattern: String
    /// The pattern's components as characters, split once.
    private let components: [[Character]]

    package init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.pattern = pattern
        self.components = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
    }

    package var description: String { pattern }

    /// Whether `relativePath` (components separated by `/`) or one of its folders matches.
    package func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
        return (1...max(1, path.count)).contains { Self.match(components[...], path.prefix($0)) }
    }

    private static func match(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == ["*", "*"] {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let component = path.first, matchComponent(head, component) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component.
    private static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0, star = -1, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
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
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
