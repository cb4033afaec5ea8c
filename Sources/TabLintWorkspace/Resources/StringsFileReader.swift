import Foundation
import TabLintSource
import TabLintXcode

/// Reads `.strings` files: the common old-style `"key" = "value";` text with `OpenStepPlist.stringsTable` (its
/// decoded UTF-8 text, whatever the file's encoding), everything else with Foundation's property list parser, which
/// understands the whole format (comments, every escape, UTF-8 with or without BOM, UTF-16 with a BOM) and XML or
/// binary property lists, on Linux as on macOS, and words the errors.
///
/// The parser gives values but no positions; `StringsKeyScanner` finds where each key is written, so that
/// diagnostics can point at it, and where an entry lacks its `;` (Foundation names the following line, and
/// logs the problem to standard error, so that case is reported from the scan without calling it).
package enum StringsFileReader {
    package static func read(_ source: SourceFile) -> StringsTable {
        if source.text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return StringsTable(source: source, entries: [:], keyRanges: [:], problem: nil)
        }
        let scan = StringsKeyScanner.scan(source.text)
        if let end = scan.missingSemicolon, !isPropertyListFile(source.text), !source.hadInvalidBytes,
            String(validating: source.text, as: UTF8.self) != nil
        {
            let line = source.lines.position(of: end, in: .utf8).line
            return StringsTable(
                source: source, entries: [:], keyRanges: [:],
                problem: StringsTable.Problem(message: "missing ';' after the entry on line \(line + 1)", range: end..<end))
        }
        if !source.hadInvalidBytes, source.encoding != .other, let table = try? OpenStepPlist.stringsTable(source.text) {
            // A repeated key's last entry is its value; the first key (in the text) whose value is no string fails.
            let values = Dictionary(table.map { ($0.key, $0.value) }) { _, last in last }
            if let key = table.first(where: { values[$0.key]! == nil })?.key {
                return failure(source, "the value of '\(key)' is not a string")
            }
            return StringsTable(source: source, entries: values.compactMapValues { $0 }, keyRanges: scan.keyRanges, problem: nil)
        }
        let parsed: Any
        do {
            parsed = try PropertyListReader.foundationValue(source.bytes, kind: "the file")
        } catch let refused as PropertyListReader.Refused {
            return failure(source, refused.message)
        } catch {
            return failure(source, reason(error))
        }
        guard let dictionary = parsed as? [String: Any] else {
            return failure(source, "the file is a property list but not a table of strings")
        }
        var entries: [String: String] = [:]
        for (key, value) in dictionary {
            guard let text = value as? String else {
                return failure(source, "the value of '\(key)' is not a string")
            }
            entries[key] = text
        }
        return StringsTable(source: source, entries: entries, keyRanges: scan.keyRanges, problem: nil)
    }

    /// An XML (`<?xml`, `<plist`) or binary (`bplist`) property list rather than the text format.
    private static func isPropertyListFile(_ text: [UInt8]) -> Bool {
        let start = text.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return start.first == UInt8(ascii: "<") || start.starts(with: Array("bplist".utf8))
    }

    private static func failure(_ source: SourceFile, _ message: String) -> StringsTable {
        StringsTable(
            source: source, entries: [:], keyRanges: [:], problem: StringsTable.Problem(message: message, range: range(of: message, in: source)))
    }

    /// The old-style parser's own explanation ("Missing ';' on line 2"). Foundation nests it under
    /// `kCFPropertyListOldStyleParsingError` (on Linux as a CoreFoundation error that does not bridge to
    /// `NSError`, so it is read from its description); the outer error describes only the XML attempt.
    private static func reason(_ error: Error) -> String {
        let outer = error as NSError
        var text = (outer.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        if let inner = outer.userInfo["kCFPropertyListOldStyleParsingError"] {
            if let bridged = inner as? NSError, let debug = bridged.userInfo[NSDebugDescriptionErrorKey] as? String {
                text = debug
            } else {
                let description = String(describing: inner)
                if let start = description.range(of: "NSDebugDescription="), let end = description.range(of: "}", options: .backwards),
                    start.upperBound <= end.lowerBound
                {
                    text = String(description[start.upperBound..<end.lowerBound])
                }
            }
        }
        guard !text.isEmpty else { return "the file is not a valid strings table" }
        if text == "Conversion of string failed." { text = "the text is not valid UTF-8 or UTF-16 with a byte-order mark" }
        if text.hasSuffix(".") { text.removeLast() }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// The line a message names ("… line 3"), else the start of the file.
    private static func range(of message: String, in source: SourceFile) -> Range<Int> {
        let words = message.split(separator: " ")
        guard let index = words.lastIndex(of: "line"), index + 1 < words.count, let line = Int(words[index + 1]),
            line >= 1, line <= source.lines.lineCount
        else { return 0..<0 }
        let start = source.lines.start(ofLine: line - 1)
        return start..<source.lines.lineContentEnd(line - 1)
    }
}
