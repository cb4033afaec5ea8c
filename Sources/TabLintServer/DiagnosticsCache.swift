import Synchronization
import TabLintCore

/// What workspace pulls (`workspace/diagnostic`) keep between requests: each file's diagnostics in the current
/// workspace, and the requests held open until something changes. One `Mutex` guards them; no method calls
/// out while holding it: held requests are taken out and woken by the caller.
///
/// The entries are those of the index's current `workspaceGeneration`: the server's queue, which alone changes
/// the workspace and this cache, checks the generation before it stores a result.
final class DiagnosticsCache: Sendable {
    struct State: Sendable {
        /// Each file's diagnostics in the current workspace; a change drops the changed file's and its
        /// dependents' entries. Only clients that pull the workspace fill it.
        var workspaceLintCache: [String: [Diagnostic]] = [:]
        /// `workspace/diagnostic` requests held open until something changes (their reports were all `unchanged`).
        var workspaceDiagnosticWaiters: [@Sendable () -> Void] = []
    }

    private let state = Mutex(State())

    /// Runs `body` with the state, under the lock: `body` must not call out.
    func withState<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        state.withLock { body(&$0) }
    }

    var entries: [String: [Diagnostic]] { withState { $0.workspaceLintCache } }

    var isEmpty: Bool { withState { $0.workspaceLintCache.isEmpty } }

    func store(_ entries: [String: [Diagnostic]]) {
        withState { $0.workspaceLintCache = entries }
    }

    /// Holds a pull until the workspace changes.
    func hold(_ waiter: @escaping @Sendable () -> Void) {
        withState { $0.workspaceDiagnosticWaiters.append(waiter) }
    }

    /// The workspace changed at `path` (`nil`: anywhere): its entry and its `dependents`' go; `fresh`, the
    /// file's own diagnostics in the new workspace when known, is stored. Returns the held pulls, for the
    /// caller to wake.
    func workspaceChanged(at path: String?, dependents: Set<String>, fresh: [Diagnostic]?) -> [@Sendable () -> Void] {
        withState { state in
            if let path {
                state.workspaceLintCache[path] = nil
                if !state.workspaceLintCache.isEmpty {  // only clients that pull the workspace fill the cache
                    for dependent in dependents { state.workspaceLintCache[dependent] = nil }
                    if let fresh { state.workspaceLintCache[path] = fresh }
                }
            } else {
                state.workspaceLintCache = [:]
            }
            let waiting = state.workspaceDiagnosticWaiters
            state.workspaceDiagnosticWaiters = []
            return waiting
        }
    }
}
