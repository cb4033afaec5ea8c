import Foundation
import TabLintTestSupport
import Testing

@testable import TabLintDiagram

@Suite struct GraphvizTests {
    private func script(_ body: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fake-dot-\(UUID().uuidString)")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    @Test func findsDotOnThePathOrWhereTABLINT_DOTSaysAndCanBeTurnedOff() throws {
        let fake = try script("exit 0")
        defer { try? FileManager.default.removeItem(at: fake) }
        #expect(Graphviz.locate(environment: ["TABLINT_DOT": fake.path])?.executable == fake)
        #expect(Graphviz.locate(environment: ["TABLINT_DOT": "off", "PATH": "/usr/bin"]) == nil)
        #expect(Graphviz.locate(environment: ["TABLINT_DOT": "/no/such/dot"]) == nil)
        #expect(Graphviz.locate(environment: ["PATH": "/no/such/folder"]) == nil)
        let folder = fake.deletingLastPathComponent().appendingPathComponent("bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: fake, to: folder.appendingPathComponent("dot"))
        #expect(Graphviz.locate(environment: ["PATH": "/no/such/folder:\(folder.path)"])?.executable.lastPathComponent == "dot")
    }

    @Test func extractsSVGElementsWithoutPrologAndComments() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE svg>
            <!-- Generated -->
            <svg width="1"><!-- a --><g/></svg>
            <?xml version="1.0"?>
            <svg width="2"><g/></svg>
            """
        #expect(Graphviz.svgElements(text) == ["<svg width=\"1\"><g/></svg>", "<svg width=\"2\"><g/></svg>"])
    }

    @Test func aFailingOrHangingDotGivesAnErrorAndTheBuiltInDrawing() throws {
        let failing = try script("cat >/dev/null; echo 'Error: syntax' >&2; exit 3")
        let hanging = try script("exec sleep 30")
        defer {
            try? FileManager.default.removeItem(at: failing)
            try? FileManager.default.removeItem(at: hanging)
        }
        #expect(throws: Graphviz.Failure.self) { try Graphviz(executable: failing).svgs(["digraph {}"]) }
        let started = Date()
        #expect(throws: Graphviz.Failure.self) { try Graphviz(executable: hanging).svgs(["digraph {}"], timeout: 1) }
        #expect(Date().timeIntervalSince(started) < 10)
        let (graph, _) = try GraphFixture.graph()
        let drawing = DiagramRenderer(graphviz: Graphviz(executable: failing)).draw(graph.components())
        #expect(drawing.engine == DiagramRenderer.builtInEngine)
        #expect(drawing.note?.contains("exited with 3: Error: syntax") == true)
        #expect(drawing.svgs.count == 2)
        #expect(drawing.svgs.allSatisfy { $0.contains("data-renderer=\"tablint\"") })
    }

    @Test func eachGraphIsDrawnByADotOfItsOwnInTheGraphsOrder() throws {
        // This dot draws whatever it reads as one element, so two graphs in one input would come out as one.
        let echoing = try script(
            """
            input=$(cat)
            case "$input" in *bad*) echo "Error: bad graph" >&2; exit 4;; esac
            printf '<svg>%s</svg>' "$input"
            """)
        // This one notes each start in a log, then hangs.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("fake-dot-log-\(UUID().uuidString)")
        let hanging = try script("echo started >> '\(log.path)'; exec sleep 30")
        defer {
            try? FileManager.default.removeItem(at: echoing)
            try? FileManager.default.removeItem(at: hanging)
            try? FileManager.default.removeItem(at: log)
        }
        let graphs = (0..<7).map { "digraph g\($0) {}" }
        #expect(try Graphviz(executable: echoing).svgs(graphs) == graphs.map { "<svg>\($0)</svg>" })
        let failing = ["digraph ok {}", "digraph bad1 {}", "digraph bad2 {}"]
        #expect { try Graphviz(executable: echoing).svgs(failing) } throws: { error in
            (error as? Graphviz.Failure)?.description == "dot exited with 4: Error: bad graph"
        }
        // One deadline for all the graphs, not one per graph: those whose turn comes after it never start.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let many = (0..<(4 * cores)).map { "digraph h\($0) {}" }
        let started = Date()
        #expect(throws: Graphviz.Failure.self) { try Graphviz(executable: hanging).svgs(many, timeout: 1) }
        #expect(Date().timeIntervalSince(started) < 10)
        let starts = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").count
        #expect(starts >= 1 && starts <= cores, "\(starts) dot processes started for \(many.count) graphs on \(cores) cores")
    }

    @Test func aDotThatExitsWithoutReadingItsInputIsAnErrorNotACrash() throws {
        let quitter = try script("exit 5")
        defer { try? FileManager.default.removeItem(at: quitter) }
        let large = "digraph { " + String(repeating: "a -> b; ", count: 200_000) + "}"
        #expect(throws: Graphviz.Failure.self) { try Graphviz(executable: quitter).svgs([large]) }
    }

    @Test(.enabled(if: InstalledProgram.dot != nil, "Graphviz 'dot' is not installed (Debian package graphviz)"))
    func graphvizDrawsEveryPartWithTheChosenElementIDs() throws {
        let graphviz = try #require(Graphviz.locate(environment: ["PATH": InstalledProgram.dot!.executable.deletingLastPathComponent().path]))
        let (graph, _) = try GraphFixture.graph()
        let ids = Dictionary(uniqueKeysWithValues: graph.nodes.enumerated().map { ($1.id, "node_\($0)") })
        let drawing = DiagramRenderer(graphviz: graphviz, linkPrefix: "at_", domIDs: ids).draw(graph.components())
        #expect(drawing.note == nil)
        #expect(drawing.engine.hasPrefix("graphviz version"))
        #expect(drawing.svgs.count == 2)
        #expect(drawing.svgs.allSatisfy { $0.hasPrefix("<svg class=\"tab-graph\" data-renderer=\"graphviz\"") && $0.hasSuffix("</svg>") })
        let all = drawing.svgs.joined()
        for id in ids.values { #expect(all.contains("id=\"\(id)\" class=\"node controller"), "\(id)") }
        #expect(all.contains("xlink:href=\"#at_node_0\""))
    }
}
