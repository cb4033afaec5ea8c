import Synchronization
import TabLintModel

/// The open documents, by path: the editor's buffers, their parses, lints and diagnostics, and the work
/// waiting for them. One `Mutex` guards them; no method calls out (sends, schedules, runs a waiter) while
/// holding it: waiters are taken out and run by the caller.
final class DocumentStore: Sendable {
    private let documents = Mutex<[String: OpenDocument]>([:])

    /// Runs `body` with the documents, under the lock: `body` must not call out.
    func withDocuments<Result: Sendable>(_ body: (inout [String: OpenDocument]) -> Result) -> Result {
        documents.withLock { body(&$0) }
    }

    subscript(path: String) -> OpenDocument? { withDocuments { $0[path] } }

    func contains(_ path: String) -> Bool { withDocuments { $0[path] != nil } }

    var paths: [String] { withDocuments { Array($0.keys) } }

    /// Path → URI of the open documents, as the client sent them.
    var clientURIs: [String: String] {
        withDocuments { documents in
            Dictionary(documents.values.map { ($0.path, $0.uri) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Opens `document`, in place of the buffer at its path if it was opened again without a close: what
    /// waited for the old buffer waits for the new one.
    func open(_ document: OpenDocument) {
        withDocuments { documents in
            var document = document
            document.waiters = documents[document.path]?.waiters ?? []
            documents[document.path] = document
        }
    }

    /// Closes the document at `path`; returns it (with its waiters, for the caller to run).
    func close(_ path: String) -> OpenDocument? {
        withDocuments { $0.removeValue(forKey: path) }
    }

    /// Notes that what the documents at `paths` (all open ones when `nil`) depend on changed; returns the paths
    /// of those open, to be linted again.
    func dependenciesChanged(_ paths: [String]? = nil) -> [String] {
        withDocuments { documents in
            let changed = (paths ?? Array(documents.keys)).filter { documents[$0] != nil }
            for path in changed { documents[path]?.lint.dependenciesChanged() }
            return changed
        }
    }

    /// The parses of the open documents, which stand for their files in the index.
    var loadedFiles: [LoadedFile] { withDocuments { $0.values.compactMap(\.loaded) } }
}
