import LSPTransport
import Testing

@Suite struct FrameReaderTests {
    private func frame(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

    private func events(_ chunks: [[UInt8]]) -> [FrameReader.Event] {
        var reader = FrameReader()
        var events: [FrameReader.Event] = []
        for chunk in chunks {
            reader.append(chunk)
            while let event = reader.next() { events.append(event) }
        }
        if let last = reader.finish() { events.append(last) }
        return events
    }

    private func bodies(_ events: [FrameReader.Event]) -> [String] {
        events.compactMap { if case .frame(let body) = $0 { return String(decoding: body, as: UTF8.self) } else { return nil } }
    }

    @Test func readsFramesSplitAnywhereAndBackToBack() {
        let bytes = frame(#"{"a":1}"#) + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n".utf8) + frame("[é]")
        // Every split point, one byte at a time included.
        for split in 0...bytes.count {
            #expect(bodies(events([Array(bytes[..<split]), Array(bytes[split...])])) == [#"{"a":1}"#, "[é]"], "split at \(split)")
        }
        #expect(bodies(events(bytes.map { [$0] })) == [#"{"a":1}"#, "[é]"])
    }

    @Test func skipsGarbageAndBadHeadersUpToTheNextFrame() {
        let input =
            Array("garbage\r\n\r\n".utf8) + frame("1") + Array("Content-Length: x\r\n\r\n".utf8) + frame("2")
            + Array("Content-Length: -1\r\n\r\n".utf8) + Array("Content-Length: 99999999999\r\n\r\n".utf8) + frame("3")
            + [0, 0xFF, 0x0A] + frame("4")
        let all = events([input])
        #expect(bodies(all) == ["1", "2", "3", "4"])
        let skips = all.filter { if case .skipped = $0 { return true } else { return false } }
        #expect(skips.count == 5)
    }

    @Test func aWrongLengthCostsOnlyTheFramesItOverlaps() {
        // Too short: the cut body is handed on (it will fail as JSON), the rest is skipped.
        let short = Array("Content-Length: 3\r\n\r\n{\"x\":1}".utf8) + frame("ok")
        #expect(bodies(events([short])) == [#"{"x"#, "ok"])
        // Too long: it swallows the start of the next frame; the frame after that is read.
        let long = Array("Content-Length: 10\r\n\r\nab".utf8) + frame("lost") + frame("next")
        let found = bodies(events([long]))
        #expect(found.count == 2 && found.last == "next")
    }

    @Test func endOfInputInsideAFrameIsReported() {
        let all = events([Array("Content-Length: 10\r\n\r\nabc".utf8)])
        #expect(all == [.skipped(count: 25, reason: "input ended inside a frame")])
        #expect(events([Array("Content-Len".utf8)]).count == 1)
    }
}
