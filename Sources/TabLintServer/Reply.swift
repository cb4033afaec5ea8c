import Dispatch
import LSPProtocol
import LSPTransport
import Synchronization

/// The one answer a request is owed. It accepts only the request's `Response` (or an error), so a handler
/// cannot answer with the wrong type; debug builds check that it is used exactly once: a second use stops
/// the server, and so does a reply dropped unused while its request still waits and the server runs.
///
/// Used on the server's state queue (handlers capture it in the work they send elsewhere and back).
final class Reply<Request: LSPRequest>: Sendable {
    let id: RequestID
    private let server: LanguageServer
    private let used = Atomic(false)

    init(_ id: RequestID, to _: Request.Type = Request.self, server: LanguageServer) {
        self.id = id
        self.server = server
    }

    /// Answers with `response`, unless the request was cancelled meanwhile (then it was answered -32800).
    func callAsFunction(_ response: Request.Response) {
        use()
        server.answer(id, result: response)
    }

    /// Answers with an error, unless the request was cancelled meanwhile.
    func fail(_ error: ResponseError) {
        use()
        server.answer(id, error: error)
    }

    /// Uses the reply without an answer: the request was cancelled (or the server stopped) while the answer
    /// was being computed. Checks that it no longer waits.
    func drop() {
        use()
        assert(!server.isPending(id), "request \(id) dropped while it waits for its answer")
    }

    private func use() {
        let usedBefore = used.exchange(true, ordering: .relaxed)
        assert(!usedBefore, "request \(id) answered twice")
    }

    deinit {
        #if DEBUG
            guard !used.load(ordering: .relaxed) else { return }
            let server = self.server, id = self.id
            // Released on whatever thread let go of it last: the check reads the state after the handlers queued
            // before it.
            server.queue.async {
                assert(!server.isPending(id) || server.session.lifecycle == .exited, "request \(id) was never answered")
            }
        #endif
    }
}

extension LanguageServer {
    /// The reply token for a request `dispatch` admitted.
    func reply<Request: LSPRequest>(to _: Request, id: RequestID) -> Reply<Request> { Reply(id, server: self) }

    /// Sends an answer unless the request was already answered (cancelled). Only `Reply` answers requests.
    fileprivate func answer<Result: Encodable>(_ id: RequestID, result: Result) {
        dispatchPrecondition(condition: .onQueue(queue))
        guard session.answering(id) else { return }
        connection.reply(id, result: result)
    }

    fileprivate func answer(_ id: RequestID, error: ResponseError) {
        dispatchPrecondition(condition: .onQueue(queue))
        guard session.answering(id) else { return }
        connection.reply(id, error: error)
    }
}
