import Foundation
import TabLintParallel
import TabLintSource

/// Graphviz's `dot`, found on the `PATH` (or named by `TABLINT_DOT`), rendering DOT to SVG.
package struct Graphviz: Sendable {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package let executable: URL

    package init(executable: URL) {
        self.executable = executable
    }

    /// `TABLINT_DOT` names the program (`off` or `none`: do not use Graphviz); else `dot` on the `PATH`.
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> Graphviz? {
        if let chosen = environment["TABLINT_DOT"], !chosen.isEmpty {
            if ["off", "none", "no", "0"].contains(chosen.lowercased()) { return nil }
            return FileManager.default.isExecutableFile(atPath: chosen) ? Graphviz(executable: URL(fileURLWithPath: chosen)) : nil
        }
        for folder in (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("dot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return Graphviz(executable: candidate) }
        }
        return nil
    }

    /// `graphviz version 2.43.0 (0)`, as `dot -V` reports it.
    package func version() -> String? {
        guard let output = try? ToolProcess.run(executable, ["-V"], timeout: 10), output.status == 0 else { return nil }
        guard let range = output.stderr.range(of: "graphviz version") else { return nil }
        return output.stderr[range.lowerBound...].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Renders each `digraph` of `graphs` with `dot -Tsvg`, in a `dot` process of its own, as many at a time as there
    /// are cores: one `<svg>` element per graph, in their order, without the XML declaration, doctype and comments, so
    /// it can sit inside an HTML page. One process for all of them would start `dot` once, but Graphviz
    /// 2.43 (Debian's) then lays out a graph differently from run to run depending on the graphs before it (4 of the
    /// Corpus's 42 drawings, for the same input; each alone always comes out the same), and the report would not be
    /// byte-stable. All of them share the one deadline `timeout`: a graph whose turn comes after it is not started.
    /// The first failure, in the graphs' order, is thrown.
    package func svgs(_ graphs: [String], timeout: TimeInterval = 60) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        return try graphs.parallelMap { dot in Result { try svg(dot, until: deadline, timeout: timeout) } }.map { try $0.get() }
    }

    /// `dot -Tsvg` on one graph, stopped at `deadline`; `timeout` is the whole allowance, for the message.
    private func svg(_ dot: String, until deadline: Date, timeout: TimeInterval) throws -> String {
        let timedOut = Failure(description: "dot did not finish within \(Int(timeout)) s")
        let left = deadline.timeIntervalSinceNow
        guard left > 0 else { throw timedOut }
        let output = try ToolProcess.run(executable, ["-Tsvg"], input: Data(dot.utf8), timeout: left)
        if output.timedOut { throw timedOut }
        guard output.status == 0 else {
            throw Failure(description: "dot exited with \(output.status): \(output.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let svgs = Self.svgElements(String(decoding: output.stdout, as: UTF8.self))
        guard svgs.count == 1 else { throw Failure(description: "dot drew \(svgs.count) graphs of 1") }
        return svgs[0]
    }

    /// The `<svg>…</svg>` elements of a text, comments removed.
    static func svgElements(_ text: String) -> [String] {
        var result: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            var element = String(rest[start.lowerBound..<end.upperBound])
            while let open = element.range(of: "<!--"), let close = element.range(of: "-->", range: open.upperBound..<element.endIndex) {
                element.removeSubrange(open.lowerBound..<close.upperBound)
            }
            result.append(element)
            rest = rest[end.upperBound...]
        }
        return result
    }
}
