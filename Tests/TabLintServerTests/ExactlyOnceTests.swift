import Foundation
import LSPProtocol
import TabLintServer
import TabLintTestSupport
import Testing

/// Under a burst of requests interleaved with edits and cancellations, every request gets exactly one answer.
@Suite(.serialized) struct ExactlyOnceTests {
    @Test func everyRequestIsAnsweredExactlyOnceUnderEditsAndCancellations() throws {
        let uri = ServerFixtures.uri
        let text = ServerFixtures.twoTabs
        let client = LSPTestClient()
        try client.initialize(capabilities: ServerFixtures.capabilities())
        client.open(uri, text: text)
        let document = TextDocumentIdentifier(uri: uri)
        let at = ServerFixtures.position(of: #"destination="search""#, in: text, offset: 14)
        var ids: [RequestID] = []
        var cancelled: [RequestID] = []
        for round in 0..<40 {
            client.change(uri, version: round + 2, [TextDocumentContentChangeEvent(text: text + "<!-- \(round) -->")])
            ids.append(client.send(HoverRequest(textDocument: document, position: at)))
            ids.append(client.send(DocumentSymbolRequest(textDocument: document)))
            ids.append(client.send(DefinitionRequest(textDocument: document, position: at)))
            ids.append(client.send(DocumentDiagnosticRequest(textDocument: document)))
            if round % 3 == 0 {
                client.notify(CancelRequestNotification(id: ids[ids.count - 1]))
                client.notify(CancelRequestNotification(id: ids[ids.count - 3]))
                cancelled += [ids[ids.count - 1], ids[ids.count - 3]]
            }
        }
        let unknown = client.send(WorkDoneProgressCreateRequest(token: .string("not a client method")))
        ids.append(unknown)
        for id in ids { _ = try client.response(to: id) }
        #expect(try client.response(to: unknown)["error"]?["code"] == .int(-32601))
        _ = try client.request(ShutdownRequest())
        client.notify(ExitNotification())
        #expect(client.waitForExit() == 0)

        let responses = client.received.filter { $0["method"] == nil }
        for id in ids {
            let answers = responses.filter { $0["id"] == LSPTestClient.json(id) }
            #expect(answers.count == 1, "request \(id) was answered \(answers.count) times")
        }
        // A cancelled request is answered with its result when that came first, else with -32800.
        for id in cancelled {
            let answer = responses.first { $0["id"] == LSPTestClient.json(id) }
            #expect(answer?["result"] != nil || answer?["error"]?["code"] == .int(-32800))
        }
    }
}
