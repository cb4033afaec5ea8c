import Foundation

extension InfoPlist {
    /// Reads an XML, binary or old-style Info.plist; a malformed or non-dictionary plist is an issue. `defined`:
    /// the macros its target preprocesses it with (`XcodeTarget.infoPlistDefinitions`).
    package static func read(
        at path: String, defined: [String: String] = [:], contents: (String) throws -> [UInt8] = XcodeProject.diskContents
    ) -> Result<InfoPlist, ProjectIssue> {
        let bytes: [UInt8]
        do {
            bytes = try contents(path)
        } catch {
            return .failure(ProjectIssue(path: path, message: "Info.plist cannot be read: \(XcodeProject.reason(error))"))
        }
        return parse(bytes, path: path, defined: defined)
    }

    /// An Info.plist from its bytes. A file with preprocessor lines is read as Xcode's `INFOPLIST_PREPROCESS` pass
    /// leaves it (`InfoPlistPreprocessor`): such a file builds only with that setting, which TabLint does not check.
    package static func parse(_ raw: [UInt8], path: String, defined: [String: String] = [:]) -> Result<InfoPlist, ProjectIssue> {
        let bytes = InfoPlistPreprocessor.hasDirectives(raw) ? InfoPlistPreprocessor.preprocess(raw, defined: defined) : raw
        return PropertyListReader.dictionary(from: bytes, path: path, kind: "Info.plist").map {
            InfoPlist(path: path, keys: $0, keyLines: keyLines(in: bytes))
        }
    }

    /// The line of each `<key>` element's first occurrence, for XML plists (UTF-8 bytes starting with `<`).
    static func keyLines(in bytes: [UInt8]) -> [String: Int] {
        bytes.withUnsafeBufferPointer(keyLines(in:))
    }

    /// `keyLines(in:)` over the bytes in place: no bounds check per byte (it reads every Info.plist a walk finds).
    private static func keyLines(in bytes: UnsafeBufferPointer<UInt8>) -> [String: Int] {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x0A || bytes[start] == 0x0D || bytes[start] == 0x09 {
            start += 1
        }
        guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return [:] }
        let open: StaticString = "<key>"
        let close: StaticString = "</key>"
        var lines: [String: Int] = [:]
        var line = 1
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x0A {
                line += 1
            } else if bytes[index] == UInt8(ascii: "<"), matches(open, in: bytes, at: index) {
                let textStart = index + open.utf8CodeUnitCount
                var end = textStart
                while end < bytes.count, !matches(close, in: bytes, at: end) { end += 1 }
                let keyBytes = UnsafeBufferPointer(rebasing: bytes[textStart..<end])
                // Only a key with an `&` has entities to resolve; the bytes are searched for it, because Foundation's
                // `contains` on a `String` is slower than the rest of the scan.
                let text = String(decoding: keyBytes, as: UTF8.self)
                let key = keyBytes.contains(UInt8(ascii: "&")) ? unescape(text) : text
                if lines[key] == nil { lines[key] = line }
                for offset in index..<min(end, bytes.count) where bytes[offset] == 0x0A { line += 1 }
                index = end
                continue
            }
            index += 1
        }
        return lines
    }

    private static func matches(_ pattern: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let count = pattern.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let text = pattern.utf8Start
        for offset in 0..<count where bytes[index + offset] != text[offset] { return false }
        return true
    }

    private static func unescape(_ text: String) -> String {
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
