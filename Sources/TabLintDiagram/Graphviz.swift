import Foundation
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

    /// Renders one or more `digraph`s (concatenated) with `dot -Tsvg`: one `<svg>` element per graph, without
    /// the XML declaration, doctype and comments, so it can sit inside an HTML page.
    package func svg(_ dot: String, graphs: Int, timeout: TimeInterval = 60) throws -> [String] {
        let output = try ToolProcess.run(executable, ["-Tsvg"], input: Data(dot.utf8), timeout: timeout)
        if output.timedOut { throw Failure(description: "dot did not finish within \(Int(timeout)) s") }
        guard output.status == 0 else {
            throw Failure(description: "dot exited with \(output.status): \(output.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let svgs = Self.svgElements(String(decoding: output.stdout, as: UTF8.self))
        guard svgs.count == graphs else { throw Failure(description: "dot drew \(svgs.count) graphs of \(graphs)") }
        return svgs
    }

    /// Renders each `digraph` of `graphs` in a `dot` process of its own, as many at a time as there are cores: one
    /// `<svg>` element per graph, in their order. One process for all of them would start `dot` once, but Graphviz
    /// 2.43 (Debian's) then lays out a graph differently from run to run depending on the graphs before it (4 of the
    /// Corpus's 42 drawings, for the same input; each alone always comes out the same), and the report would not be
    /// byte-stable. All of them share the one deadline `timeout`; the first failure, in the graphs' order, is thrown.
    package func svgs(_ graphs: [String], timeout: TimeInterval = 60) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        let results = graphs.parallelMap { dot -> Result<String, Failure> in
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return .failure(Failure(description: "dot did not finish within \(Int(timeout)) s")) }
            do {
                return .success(try svg(dot, graphs: 1, timeout: left)[0])
            } catch let failure as Failure {
                return .failure(failure)
            } catch {
                return .failure(Failure(description: "\(error)"))
            }
        }
        return try results.map { try $0.get() }
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
