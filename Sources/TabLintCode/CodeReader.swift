import Foundation
import TabLintParallel
import TabLintSource

/// Reads an app's Swift and Objective-C sources for the facts TabLint's rules need from code.
///
/// Files are read in parallel. Only files whose bytes hold one of `triggerWords` are decoded and parsed; the search
/// is a byte search (`memmem`), so the many files that hold none cost one pass over their bytes.
package enum CodeReader {
    /// The file extensions read; other paths are ignored.
    package static let extensions: Set<String> = ["swift", "m", "mm", "h"]

    /// Files larger than this are skipped with an issue.
    package static let maximumBytes = 8 << 20

    /// Words one of which a file must contain to be parsed: the words without which no fact a rule weighs can be
    /// in the file. `ApplicationState` (the `shouldSave…`/`shouldRestore…ApplicationState` delegate methods),
    /// `stateRestorationActivity`, `restorationIdentifier`/`RestorationIdentifier`, `restorationClass`/
    /// `RestorationClass`; and for everything about tabs, `tabBar`/`TabBar` (`tabBarItem`, `tabBar.items`,
    /// `tabBarController`, a `UITabBarController` subclass), `didEndCustomizing` and `customizableViewControllers`.
    /// A tab order persisted to user defaults is always built in a file that names the tab bar controller (its
    /// class, its delegate method or `tabBarController`), so `UserDefaults` alone does not trigger a parse: in real
    /// apps most files that name it hold other settings. Files parsed for these words also give the facts no rule
    /// weighs yet (storyboards instantiated by name, controllers' own titles); other files are not parsed for them.
    package static let triggerWords: [String] = [
        "ApplicationState", "stateRestorationActivity", "restorationIdentifier", "RestorationIdentifier",
        "restorationClass", "RestorationClass", "tabBar", "TabBar", "didEndCustomizing", "customizableViewControllers",
    ]

    /// What the byte search looks for: the trigger words, with those that differ only in their first letter's case
    /// folded into their common tail (`abBar` for `tabBar` and `TabBar`), one pass over the bytes for both.
    static let triggerNeedles: ByteSearch.NeedleSet = {
        var tails: [String] = []
        for word in triggerWords {
            let tail = String(word.dropFirst())
            let twin = (word.first!.isUppercase ? word.first!.lowercased() : word.first!.uppercased()) + tail
            if triggerWords.contains(twin) {
                if !tails.contains(tail) { tails.append(tail) }
            } else {
                tails.append(word)
            }
        }
        return ByteSearch.NeedleSet(tails.map(ByteSearch.Needle.init))
    }()

    /// Reads the files at `paths` (only `.swift`, `.m`, `.mm` and `.h`) with `read`.
    package static func facts(
        in paths: [String], read: @Sendable (String) throws -> [UInt8] = disk
    ) -> CodeFacts {
        let sources = paths.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
        let results = sources.parallelMap { path -> FileResult in
            do {
                return facts(inFile: path, bytes: try read(path))
            } catch {
                return FileResult(facts: [], parsed: false, issues: [CodeIssue(file: path, message: "Cannot read the file: \(error)")])
            }
        }
        return CodeFacts(
            facts: results.flatMap(\.facts), filesConsidered: sources.count,
            filesParsed: results.filter(\.parsed).count, issues: results.flatMap(\.issues))
    }

    /// The whole file's bytes from disk.
    @Sendable package static func disk(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        return [UInt8](data)
    }

    /// What one file gave.
    package struct FileResult: Sendable {
        package let facts: [CodeFact]
        package let parsed: Bool
        package let issues: [CodeIssue]
    }

    /// The facts in one file's bytes; the language is chosen by the path's extension.
    package static func facts(inFile path: String, bytes: [UInt8]) -> FileResult {
        if let skipped = oversized(path, bytes) { return skipped }
        guard ByteSearch.containsAny(triggerNeedles, in: bytes) else {
            return FileResult(facts: [], parsed: false, issues: [])
        }
        return parse(inFile: path, bytes: bytes)
    }

    /// A file too large to read, skipped with an issue; nil for the others.
    private static func oversized(_ path: String, _ bytes: [UInt8]) -> FileResult? {
        guard bytes.count > maximumBytes else { return nil }
        let message = "Skipped: \(bytes.count) bytes is more than the \(maximumBytes) bytes read from one source file"
        return FileResult(facts: [], parsed: false, issues: [CodeIssue(file: path, message: message)])
    }

    /// The facts in one file's bytes, parsed whatever words it holds (`CodeWords.find` decided it is worth it).
    package static func parse(inFile path: String, bytes: [UInt8]) -> FileResult {
        if let skipped = oversized(path, bytes) { return skipped }
        var issues: [CodeIssue] = []
        var text = bytes
        if String(validating: bytes, as: UTF8.self) == nil {
            text = Array(String(decoding: bytes, as: UTF8.self).utf8)
            let message = "The file is not valid UTF-8; it was read with invalid bytes replaced, so positions after them may be off"
            issues.append(CodeIssue(file: path, line: UTF8Validation.firstInvalidLine(in: bytes), message: message))
        }
        let source = SourceText(path: path, bytes: text)
        let facts: [CodeFact]
        if (path as NSString).pathExtension.lowercased() == "swift" {
            if let line = SwiftBracketDepth.lineTooDeep(in: text) {
                let message =
                    "Skipped: '[' brackets nest more than \(SwiftBracketDepth.maximum) deep, which the Swift parser cannot read in bounded time"
                return FileResult(facts: [], parsed: false, issues: issues + [CodeIssue(file: path, line: line, message: message)])
            }
            facts = SwiftFactFinder.facts(in: source)
        } else {
            facts = ObjCFactFinder.facts(in: source)
        }
        return FileResult(facts: facts, parsed: true, issues: issues)
    }
}
