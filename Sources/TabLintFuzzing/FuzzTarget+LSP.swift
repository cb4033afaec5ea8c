import Foundation
import LSPTransport

extension FuzzTarget {
    /// The LSP base protocol: `FrameReader` over the input, handed over in chunks whose size the first byte
    /// picks (so headers and bodies are split at every point), and `JSONRPCMessage.decode` on every frame and
    /// on the whole input as one body.
    static let lsp = FuzzTarget(name: "lsp", summary: "LSP framing and JSON-RPC decoding (FrameReader, JSONRPCMessage)") { bytes in
        guard let first = bytes.first else { return }
        let input = bytes.dropFirst()
        let chunk = 1 + Int(first) % 64
        var reader = FrameReader()
        var offset = input.startIndex
        func drain() {
            while let event = reader.next() {
                if case .frame(let body) = event { _ = JSONRPCMessage.decode(body) }
            }
        }
        while offset < input.endIndex {
            let end = min(offset + chunk, input.endIndex)
            reader.append(input[offset..<end])
            drain()
            offset = end
        }
        drain()
        _ = reader.finish()
        _ = JSONRPCMessage.decode(Array(input))
    }
}
