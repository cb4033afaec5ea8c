import Foundation

/// Reads the unconditional settings of an `.xcconfig` file and the files it `#include`s.
struct XCConfigReader {
    let contents: (String) throws -> [UInt8]

    /// `KEY = value` settings; `KEY[sdk=...]` conditional ones are skipped. Unreadable files give nothing.
    func settings(at path: String, depth: Int = 0) -> [String: String] {
        guard depth < 8, let bytes = try? contents(path) else { return [:] }
        var result: [String: String] = [:]
        let text = String(decoding: bytes, as: UTF8.self)
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = line.drop(while: { $0 == " " || $0 == "\t" })
            if line.hasPrefix("#include") {
                guard let included = Self.quoted(line) else { continue }
                let includedPath = ProjectPath.join(ProjectPath.parent(path), included)
                for (key, value) in settings(at: includedPath, depth: depth + 1) { result[key] = value }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = ProjectPath.trimmingWhitespace(String(line[..<equals]))
            guard !key.isEmpty, !key.contains("[") else { continue }
            var value = ProjectPath.trimmingWhitespace(String(line[line.index(after: equals)...]))
            if value.hasSuffix(";") { value.removeLast() }
            result[key] = value.replacingOccurrences(of: "$(inherited)", with: result[key] ?? "$(inherited)")
        }
        return result
    }

    private static func quoted(_ line: Substring) -> String? {
        guard let open = line.firstIndex(of: "\"") else { return nil }
        let rest = line[line.index(after: open)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }
}
