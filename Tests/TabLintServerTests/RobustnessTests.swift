import Foundation
import LSPProtocol
import TabLintServer
import TabLintTestSupport
import Testing

/// Garbage, broken frames, invalid JSON and impossible edits: the server logs, answers what it can, and
/// still answers a normal request afterwards.
@Suite(.serialized) struct RobustnessTests {
    @Test func survivesGarbageFramesWrongLengthsInvalidJSONAndOutOfRangeEdits() throws {
        let client = LSPTestClient()
        try client.initialize(capabilities: ServerFixtures.capabilities())
        client.open(ServerFixtures.uri, text: ServerFixtures.twoTabs)
        _ = try client.diagnostics(ServerFixtures.uri, version: 1)

        client.sendRaw(Array("this is not a header at all\r\n\r\n".utf8))
        client.sendRaw(Array("Content-Length: banana\r\n\r\n{}".utf8))
        client.sendRaw(Array("Content-Length: -4\r\n\r\n".utf8))
        client.sendRaw([0xFF, 0xFE, 0x00, 0x01, 0x80, 0x0D, 0x0A])
        client.sendFrame(#"{"jsonrpc":"2.0","id":"raw-1","method":"#)  // invalid JSON
        client.sendFrame("[1, 2, 3]")  // JSON, but not a message
        client.sendFrame(#"{"jsonrpc":"1.0","id":"raw-2","method":"shutdown"}"#)
        // A length that is too short: the body is cut (invalid JSON), the rest is skipped as garbage.
        let body = #"{"jsonrpc":"2.0","id":"raw-3","method":"shutdown"}"#
        client.sendRaw(Array("Content-Length: 10\r\n\r\n\(body)".utf8))
        // Invalid UTF-8 inside a JSON string.
        client.sendRaw(Array("Content-Length: 5\r\n\r\n".utf8) + [0x22, 0xC3, 0x28, 0x22, 0x0A])
        // Edits outside the document, past a line's end, ending before they start (inside indentation, so the
        // document stays well-formed), on an unknown document.
        let scenes = ServerFixtures.position(of: "<scenes>", in: ServerFixtures.twoTabs).line
        client.change(
            ServerFixtures.uri, version: 2,
            [
                TextDocumentContentChangeEvent(
                    range: LSPRange(start: Position(line: 9999, character: 0), end: Position(line: 10_000, character: 5)), text: "<!-- x -->"),
                TextDocumentContentChangeEvent(
                    range: LSPRange(start: Position(line: 3, character: 500), end: Position(line: 3, character: 900)), text: ""),
                TextDocumentContentChangeEvent(
                    range: LSPRange(start: Position(line: scenes, character: 3), end: Position(line: scenes, character: 1)), text: ""),
            ])
        client.change("file:///nowhere/Unknown.storyboard", version: 9, [TextDocumentContentChangeEvent(text: "x")])
        client.sendFrame(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":5}}}"#)

        // A normal request is still answered, and the edited document still lints.
        let symbols = try client.request(DocumentSymbolRequest(textDocument: TextDocumentIdentifier(uri: ServerFixtures.uri)))
        guard case .symbols(let outline)? = symbols else {
            Issue.record("expected hierarchical symbols")
            return
        }
        #expect(!outline.isEmpty)
        _ = try client.diagnostics(ServerFixtures.uri, version: 2)

        let errors = client.received.compactMap { $0["error"]?["code"] }
        #expect(errors.filter { $0 == .int(-32700) }.count >= 2)
        #expect(errors.contains(.int(-32600)))
        #expect(client.logLines.contains { $0.contains("Skipped") })
        #expect(client.notifications(LogMessageNotification.self).contains { $0.message.contains("Skipped") && $0.type == .warning })
        #expect(client.logLines.contains { $0.contains("outside the document") })
        #expect(client.logLines.contains { $0.contains("ends before it starts") })
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func aBrokenDocumentGetsAParseErrorNotACrash() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.open(ServerFixtures.uri, text: "<document>\n  <scenes>\n</document>\n")
        let diagnostics = try client.diagnostics(ServerFixtures.uri, version: 1)
        #expect(diagnostics.contains { $0.code == "xml_parse_error" })
        client.open("file:///tablint-lsp-test/App/Empty.xib", text: "")
        #expect(try client.diagnostics("file:///tablint-lsp-test/App/Empty.xib", version: 1).first?.code == "unsupported_document")
        #expect(try client.shutdownAndExit() == 0)
    }
}
