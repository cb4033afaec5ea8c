import Foundation
import LSPProtocol
import LSPTransport
import TabLintServer
import TabLintTestSupport
import Testing

@Suite(.serialized) struct LifecycleTests {
    @Test func requestsBeforeInitializeGetServerNotInitialized() throws {
        let client = LSPTestClient()
        let id = client.send(ShutdownRequest())
        let response = try client.response(to: id)
        #expect(response["error"]?["code"] == .int(-32002))
        // Notifications before initialize are dropped, and the server still initializes afterwards.
        client.open(ServerFixtures.uri, text: ServerFixtures.twoTabs)
        let result = try client.initialize()
        #expect(result.capabilities.positionEncoding == .utf16)
        // A document opened after initialize is linted; the one opened before never was (it was dropped).
        let later = "file:///tablint-lsp-test/App/Later.storyboard"
        client.open(later, text: ServerFixtures.twoTabs)
        _ = try client.diagnostics(later, version: 1)
        #expect(!client.received.contains { $0["params"]?["uri"]?.stringValue == ServerFixtures.uri })
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func unknownRequestsAreMethodNotFoundAndUnknownNotificationsAreIgnored() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.sendFrame(#"{"jsonrpc":"2.0","method":"tablint/unknownNotification","params":{}}"#)
        client.sendFrame(#"{"jsonrpc":"2.0","id":"abc","method":"tablint/unknown","params":{}}"#)
        let response = try client.response(to: .string("abc"))
        #expect(response["error"]?["code"] == .int(-32601))
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func invalidParamsAndASecondInitializeAreRejected() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.sendFrame(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":42}}"#)
        #expect(try client.response(to: .number(7))["error"]?["code"] == .int(-32602))
        let again = client.send(InitializeRequest())
        #expect(try client.response(to: again)["error"]?["code"] == .int(-32600))
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func requestsAfterShutdownAreInvalidAndExitStatusIsZero() throws {
        let client = LSPTestClient()
        try client.initialize()
        _ = try client.request(ShutdownRequest())
        let hover = client.send(
            HoverRequest(textDocument: TextDocumentIdentifier(uri: ServerFixtures.uri), position: Position(line: 0, character: 0)))
        #expect(try client.response(to: hover)["error"]?["code"] == .int(-32600))
        client.notify(ExitNotification())
        #expect(client.waitForExit() == 0)
    }

    @Test func exitWithoutShutdownIsOneAndEndOfInputEndsTheServer() throws {
        let client = LSPTestClient()
        try client.initialize()
        client.notify(ExitNotification())
        #expect(client.waitForExit() == 1)

        let eof = LSPTestClient()
        try eof.initialize()
        eof.closeInput()
        #expect(eof.waitForExit() == 1)
    }

    /// A server whose input has ended is freed: the connection keeps none of the server's closures (it kept the log
    /// one, and every server the fuzz target started stayed alive until the process ran out of memory).
    @Test func aServerIsFreedOnceItsInputEnds() throws {
        weak var freed: LanguageServer?
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        let output = open("/dev/null", O_WRONLY)
        defer {
            close(fds[0])
            close(output)
        }
        let body = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}"#
        #expect(FrameWriter(descriptor: fds[1]).write(Array(body.utf8)))
        close(fds[1])
        do {
            let lintQueue = DispatchQueue(label: "test.lint")
            let server = LanguageServer(input: fds[0], output: output, lintQueue: lintQueue, log: { _ in })
            freed = server
            #expect(server.run() == 1)
            lintQueue.sync {}
        }
        // The reader thread lets go of its closures as it ends, just after the server stops.
        let deadline = Date().addingTimeInterval(10)
        while freed != nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(freed == nil)
    }

    @Test func cancelledRequestIsAnsweredOnceWithRequestCancelled() throws {
        let client = LSPTestClient()
        try client.initialize()
        // Hold lints back so the pull request below waits for the document's first lint.
        client.lintQueue.suspend()
        client.open(ServerFixtures.uri, text: ServerFixtures.twoTabs)
        let pull = client.send(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: ServerFixtures.uri)))
        client.notify(CancelRequestNotification(id: pull))
        let response = try client.response(to: pull)
        #expect(response["error"]?["code"] == .int(-32800))
        client.lintQueue.resume()
        // The lint completes and is published; the cancelled request gets no second answer.
        _ = try client.diagnostics(ServerFixtures.uri, version: 1)
        let later = try client.request(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: ServerFixtures.uri)))
        #expect(later.kind == "full")
        let answers = client.received.filter { $0["id"] == LSPTestClient.json(pull) && $0["method"] == nil }
        #expect(answers.count == 1)
        // Cancelling an answered or unknown request changes nothing: no answer to either, and the server goes on.
        client.notify(CancelRequestNotification(id: pull))
        client.notify(CancelRequestNotification(id: .number(999)))
        _ = try client.request(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: ServerFixtures.uri)))
        #expect(client.received.filter { $0["id"] == LSPTestClient.json(pull) && $0["method"] == nil }.count == 1)
        #expect(!client.received.contains { $0["id"] == .int(999) })
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func logsGoToTheLogAndWindowLogMessageNeverAsResponses() throws {
        let client = LSPTestClient()
        try client.initialize()
        let readme = "file:///tablint-lsp-test/readme.txt"
        client.open(readme, text: "not a storyboard")
        let ignored = client.waitFor {
            $0["method"]?.stringValue == LogMessageNotification.method
                && ($0["params"]?["message"]?.stringValue ?? "").contains("Not a storyboard, xib or code file, ignored: \(readme)")
        }
        #expect(ignored != nil)
        #expect(client.logLines.contains { $0.contains("Not a storyboard, xib or code file, ignored: \(readme)") })
        // Log lines travel only as window/logMessage notifications: no response carries one.
        #expect(!client.received.contains { $0["id"] != nil && $0["method"] == nil && $0["params"]?["message"] != nil })
        #expect(try client.shutdownAndExit() == 0)
    }
}
