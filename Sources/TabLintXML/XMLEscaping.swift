/// Escaping for everything TabLint writes as XML or HTML text: the checkstyle and JUnit reports, the SVG
/// drawings and HTML report, Graphviz HTML-like labels, and attribute values quick fixes insert into
/// Interface Builder files.
package enum XMLEscaping {
    /// `text` for an attribute value in double quotes: markup characters and line breaks as references
    /// (a literal newline in an attribute would be normalised to a space by every reader), and characters
    /// XML 1.0 does not allow replaced by U+FFFD.
    package static func attribute(_ text: String) -> String {
        escape(text, lineBreaks: true)
    }

    /// `text` for element content.
    package static func content(_ text: String) -> String {
        escape(text, lineBreaks: false)
    }

    private static func escape(_ text: String, lineBreaks: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n" where lineBreaks: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where lineBreaks: out += "&#9;"
            default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// XML 1.0 `Char`: tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
