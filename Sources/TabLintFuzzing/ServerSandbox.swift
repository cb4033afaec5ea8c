import Foundation
import LSPTransport
import TabLintServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs one `LanguageServer` per input, bounded and confined to an empty folder.
///
/// The input is split into frames with `FrameReader`. A body that is JSON has every path-like value
/// (`uri`, `rootUri`, `rootPath`, `targetUri`, `baseUri`, `scopeUri`, `path`, anywhere) rewritten to a file of
/// that base name in the sandbox folder, so that no message can make the server index or watch the real file
/// system; other bodies are passed on as they are (the server answers them -32700). `exit` notifications are
/// dropped: the server stops at the end of its input, once its reader thread is done with the pipe, so that
/// the pipe can be closed (closing it under a reader still running could hand it the next run's pipe). The
/// server reads from a pipe holding the whole sequence and writes to `/dev/null`; a run ends when `run`
/// returns and the lint queue has drained.
package final class ServerSandbox: Sendable {
    package static let shared = ServerSandbox()

    /// An empty folder with a `.git`, so project discovery stops there.
    package let folder: String
    /// Bytes of messages per run at most (the whole input sits in one pipe buffer).
    static let maximumInput = 48 << 10
    private static let pathKeys: Set<String> = ["uri", "rootUri", "rootPath", "targetUri", "baseUri", "scopeUri", "path"]

    private init() {
        folder = NSTemporaryDirectory() + "tablint-fuzz-server-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
    }

    func serve(_ bytes: [UInt8]) {
        var input = frame(
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"processId":null,"rootUri":"file://\#(folder)","capabilities":{}}}"#)
        input += frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        input += messages(in: bytes)
        guard input.count <= Self.maximumInput else { return }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        let output = open("/dev/null", O_WRONLY)
        defer {
            close(fds[0])
            close(output)
        }
        FrameWriter(descriptor: fds[1]).writeFramed(input)
        close(fds[1])
        let lintQueue = DispatchQueue(label: "tablint.fuzz.lint")
        let server = LanguageServer(input: fds[0], output: output, lintQueue: lintQueue, log: { _ in })
        _ = server.run()
        lintQueue.sync {}
    }

    /// The input's frames, path-like values rewritten, each framed again; what `FrameReader` skipped is dropped.
    package func messages(in bytes: [UInt8]) -> [UInt8] {
        var reader = FrameReader()
        reader.append(bytes)
        var result: [UInt8] = []
        while let event = reader.next() {
            guard case .frame(let body) = event else { continue }
            guard let json = try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed]),
                let confined = try? JSONSerialization.data(withJSONObject: confine(json), options: [.fragmentsAllowed])
            else {
                result += FrameWriter.frame(body)
                continue
            }
            if let object = json as? [String: Any], object["method"] as? String == "exit" { continue }
            result += FrameWriter.frame([UInt8](confined))
        }
        return result
    }

    private func confine(_ value: Any, key: String? = nil) -> Any {
        switch value {
        case let object as [String: Any]:
            return object.reduce(into: [String: Any]()) { result, entry in result[entry.key] = confine(entry.value, key: entry.key) }
        case let array as [Any]:
            return array.map { confine($0, key: key) }
        case let text as String where key.map { Self.pathKeys.contains($0) } ?? false:
            return sandboxed(text, asPath: key == "rootPath" || key == "path")
        default:
            return value
        }
    }

    /// A file of `text`'s base name (letters, digits, `.`, `-`, `_` only) in the sandbox, as a path or a
    /// `file:` URI. A URI of another scheme (`untitled:`) is kept: the server never reads it from disk.
    private func sandboxed(_ text: String, asPath: Bool) -> String {
        let lowered = text.lowercased()
        guard asPath || lowered.contains("file") || lowered.hasPrefix("/") || !lowered.contains(":") else { return text }
        let last = text.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        var name = String(last.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0) })
        if name.allSatisfy({ $0 == "." }) { name = "file" }
        return asPath ? folder + "/" + name : "file://" + folder + "/" + name
    }

    private func frame(_ body: String) -> [UInt8] { FrameWriter.frame(Array(body.utf8)) }
}
