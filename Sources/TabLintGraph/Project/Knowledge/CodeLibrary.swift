import Foundation
import Synchronization
import TabLintCode
import TabLintSource

/// The project's source files, read on demand, each at most once.
///
/// A question about a bundle's code (`CodeQuestion`) first reads the bundle's files that were not read before and
/// notes the words each holds (`CodeWords`); then it parses only the files whose words can answer it: the app
/// delegate's restoration methods are only in files with `ApplicationState`, a persisted tab order only in files
/// that also name user defaults, the code of class `Feed` only in files that name `Feed`. A file is parsed once,
/// whatever question first needed it. Apps whose documents give no rule a reason to ask are never read.
package final class CodeLibrary: @unchecked Sendable {
    private let read: @Sendable (String) throws -> [UInt8]
    /// What each file read holds, with its bytes while it may still need parsing.
    private let scans = OnceTable<String, Scan>()
    /// Each file parsed, with its text when it has facts (findings cite them).
    private let parses = OnceTable<String, Parse>()

    private struct Scan: Sendable {
        let words: CodeWords
        /// Kept for the files that hold a trigger word, until parsed.
        var bytes: [UInt8]?
    }

    private struct Parse: Sendable {
        let result: CodeReader.FileResult
        let file: SourceFile?
    }

    /// The files questions asked about, and those parsed for one: what the report counts (files read ahead of a
    /// question that never came are not).
    private let asked = Mutex<(read: Set<String>, parsed: Set<String>)>(([], []))

    init(read: @escaping @Sendable (String) throws -> [UInt8]) {
        self.read = read
    }

    /// The facts of the files among `paths` that can answer `question` (reading and parsing what is needed now).
    func facts(in paths: [String], answering question: CodeQuestion) -> [CodeFact] {
        let read = self.read
        let found = scans.values(for: paths) { Self.scan($0, read) }
        // The code of a class is in the files that name it; a file already parsed is taken whole (its facts are
        // kept, its bytes are not). Bytes are dropped only after the parse is stored, so a scan without bytes is
        // always seen with its parse.
        // The table's lock is held only to learn which files are parsed; the bytes are searched outside it.
        let name = question.className.map(ByteSearch.Needle.init)
        // The words once, not per file: building an option set from a literal is not specialized across modules.
        let words = question.words
        let worded = zip(paths, found).filter { $0.1.words.holds(words) }
        let parsed = parses.withComputed { parsed in Set(worded.lazy.map(\.0).filter { parsed[$0] != nil }) }
        let candidates = worded.filter { path, scan in
            guard let name, !parsed.contains(path), let bytes = scan.bytes else { return true }
            return ByteSearch.contains(name, in: bytes)
        }
        let results = parses.values(for: candidates.map(\.0), batch: 1) { [scans] in Self.parse($0, scans) }
        for (path, _) in candidates { scans.update(path) { $0.bytes = nil } }
        asked.withLock { asked in
            asked.read.formUnion(paths)
            for ((path, _), parse) in zip(candidates, results) where parse.result.parsed { asked.parsed.insert(path) }
        }
        return results.flatMap(\.result.facts)
    }

    /// Reads and notes, on the calling thread, the files among `paths` nobody has read, and parses those whose
    /// words can answer `question`, without waiting for files other threads are on: the document pass starts on
    /// an app's code while other workers still parse storyboards, and the questions rules ask later find it done.
    func prefetch(_ paths: [String], answering question: CodeQuestion) {
        let read = self.read
        scans.prefetch(paths) { Self.scan($0, read) }
        let words = question.words
        let candidates = scans.withComputed { scans in paths.filter { scans[$0].map { $0.words.holds(words) } ?? false } }
        parses.prefetch(candidates) { [scans] in Self.parse($0, scans) }
    }

    private static func scan(_ path: String, _ read: (String) throws -> [UInt8]) -> Scan {
        // An unreadable file is read as empty: it holds no fact.
        let bytes = (try? read(path)) ?? []
        let words = CodeWords.find(in: bytes)
        return Scan(words: words, bytes: words.contains(.trigger) ? bytes : nil)
    }

    private static func parse(_ path: String, _ scans: OnceTable<String, Scan>) -> Parse {
        let bytes = scans.withComputed { $0[path]?.bytes } ?? []
        let result = CodeReader.parse(inFile: path, bytes: bytes)
        return Parse(result: result, file: result.facts.isEmpty ? nil : SourceFile(url: URL(fileURLWithPath: path), bytes: bytes))
    }

    /// The text of a file that has facts.
    func sourceFile(_ path: String) -> SourceFile? {
        parses.withComputed { $0[path]?.file }
    }

    /// Files read and parsed so far, whether a question asked for them or not.
    var filesTouched: (read: Int, parsed: Int) {
        (scans.withComputed(\.count), parses.withComputed { $0.values.filter(\.result.parsed).count })
    }

    /// Source files read and parsed so far (for the report's `evidence`).
    var counts: (read: Int, parsed: Int) {
        asked.withLock { ($0.read.count, $0.parsed.count) }
    }
}

/// What a rule asks of an app's code, which decides the files worth parsing for it.
enum CodeQuestion: Hashable, Sendable {
    /// Does the app delegate opt in to UIKit state restoration?
    case restorationOptIn
    /// Does the app persist the tab order or selection, and by what?
    case persistence
    /// What does the code of this class (bare name) set?
    case inClass(String)

    /// The words a file must hold to answer.
    var words: CodeWords {
        switch self {
        case .restorationOptIn: return [.trigger, .applicationState]
        case .persistence: return [.trigger, .userDefaults]
        case .inClass: return .trigger
        }
    }

    /// The class whose code is asked for, which a file must name to answer.
    var className: String? {
        if case .inClass(let name) = self { return name }
        return nil
    }
}
