import LSPProtocol
import LSPTransport
import Testing

@Suite struct JSONRPCMessageTests {
    private func decode(_ json: String) -> JSONRPCMessage? { JSONRPCMessage.decode(Array(json.utf8)) }

    @Test func decodesRequestsAndNotificationsAsTheirRegisteredTypes() {
        guard
            case .request(let id, let params)? = decode(
                #"{"jsonrpc":"2.0","id":"h1","method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a"},"position":{"line":1,"character":2}}}"#
            ), let hover = params as? HoverRequest
        else {
            Issue.record("not a hover request")
            return
        }
        #expect(id == .string("h1"))
        #expect(hover.position == Position(line: 1, character: 2))
        guard case .notification(let exit)? = decode(#"{"jsonrpc":"2.0","method":"exit"}"#) else {
            Issue.record("not a notification")
            return
        }
        #expect(exit is ExitNotification)
        guard case .request(_, let shutdown)? = decode(#"{"jsonrpc":"2.0","id":3,"method":"shutdown","params":null}"#) else {
            Issue.record("not a request")
            return
        }
        #expect(shutdown is ShutdownRequest)
    }

    @Test func classifiesWhatIsNotAValidMessage() {
        #expect(decode(#"{"jsonrpc":"2.0","id":1,"#) == nil)
        #expect(decode("not json") == nil)
        if case .invalid(nil, _)? = decode("[1,2]") {} else { Issue.record("an array is not a message") }
        if case .invalid(.number(4), _)? = decode(#"{"jsonrpc":"2.0","id":4}"#) {} else { Issue.record("no method") }
        if case .invalid(_, _)? = decode(#"{"id":5,"method":"shutdown"}"#) {} else { Issue.record("no jsonrpc") }
        if case .invalid(_, _)? = decode(#"{"jsonrpc":"2.0","id":{"x":1},"method":"shutdown"}"#) {} else { Issue.record("object id") }
        if case .unknownRequest(.number(6), "x/y")? = decode(#"{"jsonrpc":"2.0","id":6,"method":"x/y"}"#) {
        } else {
            Issue.record("unknown request")
        }
        if case .unknownNotification("$/x")? = decode(#"{"jsonrpc":"2.0","method":"$/x"}"#) {} else { Issue.record("unknown notification") }
        if case .invalidParams(.number(7), "textDocument/hover", _)? = decode(
            #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"position":1}}"#)
        {
        } else {
            Issue.record("invalid params")
        }
        if case .response(.string("tablint-1"), nil, nil)? = decode(#"{"jsonrpc":"2.0","id":"tablint-1","result":null}"#) {
        } else {
            Issue.record("response")
        }
    }

    @Test func encodesNullResultsAndNullErrorIDs() {
        let none: LSPAny? = nil
        #expect(String(decoding: JSONRPCEncoding.response(id: .number(1), result: none), as: UTF8.self).contains(#""result":null"#))
        let error = String(decoding: JSONRPCEncoding.error(id: nil, .parseError("bad")), as: UTF8.self)
        #expect(error.contains(#""id":null"#) && error.contains("-32700"))
    }
}
