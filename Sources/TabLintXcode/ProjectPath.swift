import Foundation
import TabLintSource

/// Lexical path arithmetic (no file system access, no symlink resolution).
package enum ProjectPath {
    /// Removes `.`, `..` and empty components; a relative path stays relative.
    static func standardize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// `path` standardized, without the work when it has no `.`/`..` component, no `//` and no trailing `/`
    /// (the absolute, normalised paths a folder walk gives).
    static func standardizedIfNeeded(_ path: String) -> String {
        guard path.hasPrefix("/") else { return standardize(path) }
        var contiguous = path
        let clean = contiguous.withUTF8 { bytes -> Bool in
            var previous: UInt8 = 0
            var beforePrevious: UInt8 = 0
            for byte in bytes {
                if byte == UInt8(ascii: "/"),
                    previous == UInt8(ascii: "/")
                        || previous == UInt8(ascii: ".") && (beforePrevious == UInt8(ascii: "/") || beforePrevious == UInt8(ascii: "."))
                {
                    return false
                }
                beforePrevious = previous
                previous = byte
            }
            return
                !(previous == UInt8(ascii: "/")
                || previous == UInt8(ascii: ".") && (beforePrevious == UInt8(ascii: "/") || beforePrevious == UInt8(ascii: ".")))
        }
        return clean ? path : standardize(path)
    }

    /// `path` on top of `base`, which is standardized already (a path this type made): the result is the same
    /// as `join`'s, but when `path` is a plain relative path (no `.`, `..` or empty component) only `path` is
    /// checked. Group paths resolve this way thousands of times per project.
    static func join(standardized base: String, _ path: String) -> String {
        guard !path.isEmpty, base.utf8.first == UInt8(ascii: "/"), isPlainRelative(path) else { return join(base, path) }
        return base.utf8.count > 1 ? base + "/" + path : base + path
    }

    /// A relative path of non-empty components other than `.` and `..`, without a trailing `/`.
    private static func isPlainRelative(_ path: String) -> Bool {
        var text = path
        return text.withUTF8 { bytes in
            guard let first = bytes.first, first != UInt8(ascii: "/"), bytes.last != UInt8(ascii: "/") else { return false }
            var componentStart = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let length = index - componentStart
                if length == 0 { return false }
                if bytes[componentStart] == UInt8(ascii: "."), length == 1 || (length == 2 && bytes[componentStart + 1] == UInt8(ascii: ".")) {
                    return false
                }
                componentStart = index + 1
            }
            return true
        }
    }

    /// `path` on top of `base` unless it is absolute, standardized.
    static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return standardizedIfNeeded(path) }
        if path.isEmpty { return standardizedIfNeeded(base) }
        return standardizedIfNeeded(base + "/" + path)
    }

    /// `text` without leading and trailing white space (`CharacterSet.whitespaces`); text that starts and ends
    /// with a printable ASCII character is returned without going through Foundation.
    static func trimmingWhitespace(_ text: String) -> String {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last else { return text }
        let printable = UInt8(ascii: "!")...UInt8(ascii: "~")
        if printable.contains(first) && printable.contains(last) { return text }
        // Spaces and tabs are the white space of ASCII; other Unicode spaces are left to Foundation.
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let start = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = bytes.index(after: bytes.lastIndex(where: { !isSpace($0) })!)
        if bytes[start] < 0x80 && bytes[bytes.index(before: end)] < 0x80 {
            return start == bytes.startIndex && end == bytes.endIndex ? text : String(text[start..<end])
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// `text` with every `target` replaced by `replacement`, comparing UTF-8 bytes (Foundation's
    /// `replacingOccurrences` compares Unicode strings, and costs far more, on paths and build settings).
    static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        let needle = Array(target.utf8)
        guard let head = needle.first else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var index = 0
        var copied = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == head, bytes[index..<(index + needle.count)].elementsEqual(needle) {
                result += bytes[copied..<index]
                result += replacement.utf8
                index += needle.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return text }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    static func lastComponent(_ path: String) -> String { String(lastComponentSlice(path)) }

    /// What follows the last `/` of `path` (all of it when there is none), cut at a byte, so that a name that
    /// starts with a combining mark keeps it.
    package static func lastComponentSlice(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }

    /// Whether `path` is `folder` or lies under it.
    package static func isInside(_ path: String, folder: String) -> Bool {
        if path == folder { return true }
        if folder == "/" { return path.hasPrefix("/") }
        return path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/")
    }

    /// The path without its `xx.lproj` component, or nil when it has none.
    /// Compares bytes, from the last component back, without splitting the path into `Substring`s compared as
    /// Unicode text: it runs for every file asked about in a synchronized folder.
    static func removingLocalizationFolder(_ path: String) -> String? {
        let bytes = path.utf8
        let suffix = ".lproj".utf8
        var end = bytes.endIndex
        while true {
            let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/"))
            let start = slash.map { bytes.index(after: $0) } ?? bytes.startIndex
            let component = bytes[start..<end]
            if component.count >= suffix.count, component.suffix(suffix.count).elementsEqual(suffix) {
                // The component goes with the `/` before it, or, first in the path, with the `/` after it.
                guard let slash else { return end == bytes.endIndex ? "" : String(path[bytes.index(after: end)...]) }
                return String(path[..<slash]) + String(path[end...])
            }
            guard let slash else { return nil }
            end = slash
        }
    }
}
