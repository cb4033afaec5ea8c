import Foundation

/// The C-preprocessor pass Xcode runs over an Info.plist when a target sets `INFOPLIST_PREPROCESS = YES`:
/// conditional lines (`#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`) keep or drop the lines between them,
/// `#define` and `#undef` name macros, other directives (`#include`) are dropped. Dropped lines become empty lines, so
/// line numbers stay those of the file.
///
/// Macros are those the target defines (`INFOPLIST_PREPROCESSOR_DEFINITIONS` and the `#define` lines of its
/// `INFOPLIST_PREFIX_HEADER`, `XcodeTarget.infoPlistDefinitions`) and those the file defines; `#if` reads
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

    /// The file as the preprocessor leaves it, with `defined` (name → value) defined before its first line.
    package static func preprocess(_ bytes: [UInt8], defined: [String: String] = [:]) -> [UInt8] {
        run(bytes, defined).output
    }

    /// The macros defined once `bytes` (a prefix header) have been preprocessed after `defined`.
    package static func macros(definedBy bytes: [UInt8], after defined: [String: String] = [:]) -> [String: String] {
        run(bytes, defined).macros
    }

    /// The macros of an `INFOPLIST_PREPROCESSOR_DEFINITIONS` value: words split at blanks (a word in double quotes
    /// may hold blanks), each `NAME=value`, or `NAME` for 1 as the compiler's `-D` reads it; `$(inherited)` and
    /// other unexpanded references are skipped.
    package static func definitions(fromSetting value: String) -> [String: String] {
        var macros: [String: String] = [:]
        for word in words(value) where !word.hasPrefix("$") {
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let name = parts.first, !name.isEmpty else { continue }
            macros[name] = parts.count > 1 ? parts[1] : "1"
        }
        return macros
    }

    /// A setting's words: split at blanks outside double quotes, the quotes dropped.
    private static func words(_ value: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        for character in value {
            if character == "\"" {
                quoted.toggle()
            } else if !quoted, character == " " || character == "\t" {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    private static func run(_ bytes: [UInt8], _ defined: [String: String]) -> (output: [UInt8], macros: [String: String]) {
        var macros = defined
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
        return (out, macros)
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
