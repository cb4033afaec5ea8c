import Foundation
import LSPProtocol
import Synchronization
import TabLintCore
import TabLintRules
import TabLintSource

/// The session with the client: the lifecycle, what `initialize` negotiated, the roots, the rules and their
/// configuration, the requests waiting for their answers and the server's own requests waiting for the
/// client's. One `Mutex` guards it; no method calls out while holding it.
final class SessionState: Sendable {
    enum Lifecycle: Sendable { case uninitialized, running, shutDown, exited }

    struct State: Sendable {
        var lifecycle = Lifecycle.uninitialized
        var exitCode: Int32 = 1
        var encoding = PositionEncoding.utf16
        var client = ClientCapabilities()
        var pushesDiagnostics = true
        var roots: [URL] = []
        /// The rules and their configuration: `.tablint.yml` of the first workspace folder that has one (or the
        /// file `tablint lsp --config` names), read at `initialize`; captured by each lint job.
        var linter: Linter
        var configuration: Configuration
        /// The requests admitted and not yet answered (or cancelled).
        var pending: Set<RequestID> = []
        /// The server's requests to the client, by id: what to do with the answer.
        var outgoing: [RequestID: @Sendable (LSPAny?, ResponseError?) -> Void] = [:]
        var nextOutgoingID = 1
    }

    private let state: Mutex<State>

    init(configuration: Configuration) {
        state = Mutex(State(linter: Linter(ruleTypes: RuleRegistry.all, configuration: configuration), configuration: configuration))
    }

    /// Runs `body` with the state, under the lock: `body` must not call out.
    func withState<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        state.withLock { body(&$0) }
    }

    var lifecycle: Lifecycle { withState { $0.lifecycle } }
    var encoding: PositionEncoding { withState { $0.encoding } }
    var client: ClientCapabilities { withState { $0.client } }
    var pushesDiagnostics: Bool { withState { $0.pushesDiagnostics } }
    var roots: [URL] { withState { $0.roots } }
    var linter: Linter { withState { $0.linter } }
    var configuration: Configuration { withState { $0.configuration } }

    /// Whether a request still waits for its answer (not cancelled).
    func isPending(_ id: RequestID) -> Bool { withState { $0.pending.contains(id) } }

    /// Takes `id` out of the requests waiting: true when it waited (the caller answers it).
    func answering(_ id: RequestID) -> Bool { withState { $0.pending.remove(id) != nil } }
}
