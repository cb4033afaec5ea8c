import Foundation

/// Checks an HTML report must pass whatever drew its graph.
package enum HTMLReportChecks {
    /// Every `href="#x"` names an element `id="x"` of the page.
    package static func danglingLinks(_ html: String) -> [String] {
        let ids = Set(matches(#"\sid="([^"]+)""#, in: html))
        return matches(##"href="#([^"]+)""##, in: html).filter { !ids.contains($0) }
    }

    /// Anything that would make a browser reach the network: external scripts, style sheets, images,
    /// fonts, links, imports.
    package static func networkReferences(_ html: String) -> [String] {
        var found = matches(##"\b(?:src|href|xlink:href|action|poster|srcset)\s*=\s*"((?!#)[^"]*)""##, in: html)
        found += matches(##"(url\((?!#)[^)]*\))"##, in: html)
        found += matches(#"(@import[^;]*)"#, in: html)
        found += matches(#"(<link\b[^>]*>)"#, in: html)
        found += matches(#"(<(?:iframe|object|embed|img|video|audio)\b[^>]*>)"#, in: html)
        return found
    }

    /// The `<svg …>…</svg>` elements of the page.
    package static func svgElements(_ html: String) -> [String] {
        var result: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg class=\"tab-graph\""), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            result.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return result
    }

    package static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The first capture group of every match.
    package static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
