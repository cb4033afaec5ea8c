import Foundation
import TabLintCode
import TabLintSource

/// The project's source files, read on demand: a bundle's code is read the first time a rule asks what it
/// shows, and each file at most once. Apps whose documents give no rule a reason to ask (no tabs, no
/// restoration identifiers) are never read.
package final class CodeLibrary: @unchecked Sendable {
    private let read: @Sendable (String) throws -> [UInt8]
    private let lock = NSLock()
    private var results: [String: CodeReader.FileResult] = [:]
    private var sourceFiles: [String: SourceFile] = [:]

    init(read: @escaping @Sendable (String) throws -> [UInt8]) {
        self.read = read
    }

    /// The evidence of the source files `paths` (computed now, from the files not read before).
    func evidence(of paths: [String]) -> CodeEvidence {
        let sources = paths.filter { CodeReader.extensions.contains(ProjectInventory.pathExtension(ProjectInventory.lastComponent($0)).lowercased()) }
        guard !sources.isEmpty else { return .none }
        lock.lock()
        let missing = sources.filter { results[$0] == nil }
        lock.unlock()
        let read = self.read
        let fresh = missing.parallelMap { path -> (String, CodeReader.FileResult, SourceFile?) in
            // An unreadable file is read as empty: it holds no fact.
            let bytes = (try? read(path)) ?? []
            let result = CodeReader.facts(inFile: path, bytes: bytes)
            // Findings cite facts: keep the text of the files that have some.
            return (path, result, result.facts.isEmpty ? nil : SourceFile(url: URL(fileURLWithPath: path), bytes: bytes))
        }
        lock.lock()
        defer { lock.unlock() }
        for (path, result, file) in fresh {
            results[path] = result
            if let file { sourceFiles[path] = file }
        }
        let facts = sources.flatMap { results[$0]?.facts ?? [] }
        let files = Dictionary(uniqueKeysWithValues: Set(facts.map(\.file)).compactMap { path in sourceFiles[path].map { (path, $0) } })
        return CodeEvidence(hasCode: true, facts: facts, sources: files)
    }

    /// Source files read and parsed so far (for the report's `evidence`).
    var counts: (read: Int, parsed: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (results.count, results.values.filter(\.parsed).count)
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
