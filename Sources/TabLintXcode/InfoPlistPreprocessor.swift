import Foundation

/// The C-preprocessor pass Xcode runs over an Info.plist when a target sets `INFOPLIST_PREPROCESS = YES`:
/// conditional lines (`#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`) keep or drop the lines between them,
/// `#define` and `#undef` name macros, other directives (`#include`) are dropped. Dropped lines become empty lines, so
/// line numbers stay those of the file.
///
/// Macros are those the file defines (`INFOPLIST_PREPROCESSOR_DEFINITIONS` are not read, so `#ifdef` on one of
/// them takes the branch of an undefined macro); `#if` reads
/// an integer, `defined(NAME)`, `defined NAME`, a macro's integer value, `!` and `&&`/`||` between such terms, and an
/// undefined name as 0, as C does. Macros are not expanded in the kept lines.
package enum InfoPlistPreprocessor {
    /// Whether `bytes` hold a line that starts with `#` (after blanks): a file worth preprocessing.
    package static func hasDirectives(_ bytes: [UInt8]) -> Bool {
        var atLineStart = true
        for byte in bytes {
            if byte == 0x0A {
                atLineStart = true
            } else if atLineStart, byte == 0x20 || byte == 0x09 {
                continue
            } else {
                if atLineStart, byte == UInt8(ascii: "#") { return true }
                atLineStart = false
            }
        }
        return false
    }

    /// The file as the preprocessor leaves it.
    package static func preprocess(_ bytes: [UInt8]) -> [UInt8] {
        var macros: [String: String] = [:]
        // Per open conditional: whether its lines are kept, whether a branch was taken, whether the outside keeps.
        var stack: [(keeping: Bool, taken: Bool, outer: Bool)] = []
        var keeping: Bool { stack.last?.keeping ?? true }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            if number > 0 { out.append(0x0A) }
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("#") else {
                if keeping { out += line }
                continue
            }
            let words = text.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
            let directive = words.first ?? ""
            let rest = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
            switch directive {
            case "if", "ifdef", "ifndef":
                let outer = keeping
                let value: Bool
                switch directive {
                case "ifdef": value = macros[rest] != nil
                case "ifndef": value = macros[rest] == nil
                default: value = evaluate(rest, macros)
                }
                stack.append((outer && value, value, outer))
            case "elif":
                guard let top = stack.popLast() else { break }
                let value = !top.taken && evaluate(rest, macros)
                stack.append((top.outer && value, top.taken || value, top.outer))
            case "else":
                guard let top = stack.popLast() else { break }
                stack.append((top.outer && !top.taken, true, top.outer))
            case "endif":
                _ = stack.popLast()
            case "define" where keeping:
                let parts = rest.split(separator: " ", maxSplits: 1).map(String.init)
                if let name = parts.first { macros[name] = parts.count > 1 ? parts[1] : "1" }
            case "undef" where keeping:
                macros[rest] = nil
            default: break
            }
        }
        return out
    }

    /// A `#if` expression: terms joined by `||` and `&&` (no parentheses beyond `defined(…)`).
    static func evaluate(_ expression: String, _ macros: [String: String]) -> Bool {
        let text = expression.split(separator: "//").first.map(String.init) ?? expression
        return text.components(separatedBy: "||").contains { alternative in
            alternative.components(separatedBy: "&&").allSatisfy { term($0.trimmingCharacters(in: .whitespaces), macros) }
        }
    }

    private static func term(_ raw: String, _ macros: [String: String]) -> Bool {
        var text = raw
        var negated = false
        while text.hasPrefix("!") {
            negated.toggle()
            text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
        }
        let value: Bool
        if text.hasPrefix("defined") {
            let name = text.dropFirst("defined".count).filter { !"() ".contains($0) }
            value = macros[String(name)] != nil
        } else if let number = Int(text) {
            value = number != 0
        } else if let defined = macros[text] {
            value = (Int(defined) ?? 1) != 0
        } else {
            value = false
        }
        return value != negated
    }
}
