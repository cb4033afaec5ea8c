import Foundation
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
    private let lock = NSLock()
    /// What each file read holds, with its bytes while it may still need parsing.
    private var scans: [String: Scan] = [:]
    private var results: [String: CodeReader.FileResult] = [:]
    private var sourceFiles: [String: SourceFile] = [:]

    private struct Scan {
        let words: CodeWords
        /// Kept for the files that hold a trigger word, until parsed.
        var bytes: [UInt8]?
    }

    init(read: @escaping @Sendable (String) throws -> [UInt8]) {
        self.read = read
    }

    /// The facts of the files among `paths` that can answer `question` (reading and parsing what is needed now).
    func facts(in paths: [String], answering question: CodeQuestion) -> [CodeFact] {
        scan(paths)
        // The code of a class is in the files that name it (a file already parsed is taken whole: its facts are kept,
        // its bytes are not).
        let name = question.className.map(ByteSearch.Needle.init)
        lock.lock()
        let candidates = paths.filter { path in
            guard let scan = scans[path], question.words.isSubset(of: scan.words) else { return false }
            guard let name, results[path] == nil else { return true }
            return ByteSearch.contains(name, in: scan.bytes ?? [])
        }
        let unparsed = candidates.compactMap { path in results[path] == nil ? scans[path]?.bytes.map { (path, $0) } : nil }
        lock.unlock()
        let fresh = unparsed.parallelMap { path, bytes -> (String, CodeReader.FileResult, SourceFile?) in
            let result = CodeReader.parse(inFile: path, bytes: bytes)
            // Findings cite facts: keep the text of the files that have some.
            return (path, result, result.facts.isEmpty ? nil : SourceFile(url: URL(fileURLWithPath: path), bytes: bytes))
        }
        lock.lock()
        defer { lock.unlock() }
        for (path, result, file) in fresh {
            results[path] = result
            scans[path]?.bytes = nil
            if let file { sourceFiles[path] = file }
        }
        return candidates.flatMap { results[$0]?.facts ?? [] }
    }

    /// The text of a file that has facts.
    func sourceFile(_ path: String) -> SourceFile? {
        lock.lock()
        defer { lock.unlock() }
        return sourceFiles[path]
    }

    /// Reads the files among `paths` not read before, noting their words.
    private func scan(_ paths: [String]) {
        lock.lock()
        let missing = paths.filter { scans[$0] == nil }
        lock.unlock()
        guard !missing.isEmpty else { return }
        let read = self.read
        let fresh = missing.parallelMap { path -> (String, Scan) in
            // An unreadable file is read as empty: it holds no fact.
            let bytes = (try? read(path)) ?? []
            let words = CodeWords.find(in: bytes)
            return (path, Scan(words: words, bytes: words.contains(.trigger) ? bytes : nil))
        }
        lock.lock()
        defer { lock.unlock() }
        for (path, scan) in fresh where scans[path] == nil { scans[path] = scan }
    }

    /// Source files read and parsed so far (for the report's `evidence`).
    var counts: (read: Int, parsed: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (scans.count, results.values.filter(\.parsed).count)
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

/// A bundle's code evidence, computed once, when first asked for.
final class LazyCodeEvidence: @unchecked Sendable {
    private let lock = NSLock()
    private var value: CodeEvidence?
    private let compute: @Sendable () -> CodeEvidence

    init(_ compute: @escaping @Sendable () -> CodeEvidence) {
        self.compute = compute
    }

    var evidence: CodeEvidence {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let computed = compute()
        value = computed
        return computed
    }
}
