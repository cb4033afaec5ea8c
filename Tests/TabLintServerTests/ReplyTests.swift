import Foundation
import LSPProtocol
import Testing

@testable import TabLintServer

/// A request's `Reply` is typed to its response and, in debug builds, used exactly once.
@Suite struct ReplyTests {
    /// A server that is not serving (no reader thread; it writes to `/dev/null`), with `id` waiting for its answer.
    private static func server(waitingFor id: RequestID) -> LanguageServer {
        let null = open("/dev/null", O_RDWR)
        let server = LanguageServer(input: null, output: null, log: { _ in })
        server.session.withState { state in
            state.lifecycle = .running
            state.pending.insert(id)
        }
        return server
    }

    @Test func aReplyAnswersItsRequestOnce() {
        let id = RequestID.number(1)
        let server = Self.server(waitingFor: id)
        server.queue.sync {
            let reply = server.reply(to: HoverRequest(textDocument: .init(uri: "file:///a"), position: .init(line: 0, character: 0)), id: id)
            reply(nil)
            #expect(!server.isPending(id))
        }
    }

    @Test func aReplyMayBeDroppedOnceItsRequestWasCancelled() {
        let id = RequestID.number(2)
        let server = Self.server(waitingFor: id)
        server.queue.sync {
            let reply = Reply(id, to: ShutdownRequest.self, server: server)
            _ = server.session.answering(id)  // as `$/cancelRequest` does, answering -32800
            reply.drop()
        }
        server.queue.sync {}
    }

    #if DEBUG
        @Test func aReplyUsedTwiceStopsADebugBuild() async {
            await #expect(processExitsWith: .failure) {
                let id = RequestID.number(3)
                let server = ReplyTests.server(waitingFor: id)
                server.queue.sync {
                    let reply = Reply(id, to: ShutdownRequest.self, server: server)
                    reply(nil)
                    reply(nil)
                }
            }
        }

        @Test func aReplyNeverUsedStopsADebugBuild() async {
            await #expect(processExitsWith: .failure) {
                let id = RequestID.number(4)
                let server = ReplyTests.server(waitingFor: id)
                server.queue.sync { _ = Reply(id, to: ShutdownRequest.self, server: server) }
                server.queue.sync {}
            }
        }

        @Test func aReplyDroppedWhileItsRequestWaitsStopsADebugBuild() async {
            await #expect(processExitsWith: .failure) {
                let id = RequestID.number(5)
                let server = ReplyTests.server(waitingFor: id)
                server.queue.sync { Reply(id, to: ShutdownRequest.self, server: server).drop() }
            }
        }
    #endif
}
