/// Draws the parts of a controller graph as SVG: with Graphviz when it is available and works, else with
/// the built-in layered layout. Either way nodes are `<g class="node …" id="…">` groups with the element
/// ids the caller chose, linking to `#<linkPrefix><id>`.
package struct DiagramRenderer: Sendable {
    package struct Drawing: Sendable {
        /// One `<svg>` element per part.
        package let svgs: [String]
        /// `graphviz version 2.43.0 (0)` or `tablint layered layout`.
        package let engine: String
        /// Why Graphviz was not used although it was found (it failed), if so.
        package let note: String?
    }

    package let graphviz: Graphviz?
    package let linkPrefix: String?
    package let domIDs: [String: String]

    package init(graphviz: Graphviz?, linkPrefix: String? = nil, domIDs: [String: String] = [:]) {
        self.graphviz = graphviz
        self.linkPrefix = linkPrefix
        self.domIDs = domIDs
    }

    package static let builtInEngine = "tablint layered layout"

    package func draw(_ parts: [ControllerGraph]) -> Drawing {
        guard !parts.isEmpty else { return Drawing(svgs: [], engine: Self.builtInEngine, note: nil) }
        var note: String?
        if let graphviz {
            let dots = parts.enumerated().map { index, part in
                DOTWriter(linkPrefix: linkPrefix, domIDs: domIDs, domPrefix: "p\(index)_", fileNameLabels: true, fontName: "DejaVu Sans").write(part)
            }
            do {
                let svgs = try graphviz.svgs(dots)
                return Drawing(svgs: svgs.map(Self.marked), engine: graphviz.version() ?? "graphviz", note: nil)
            } catch {
                note = "Graphviz failed (\(error)); drawn with the built-in layout"
            }
        }
        let svgs = parts.enumerated().map { index, part in
            SVGRenderer(linkPrefix: linkPrefix, domIDs: domIDs, domPrefix: "p\(index)_").render(part)
        }
        return Drawing(svgs: svgs, engine: Self.builtInEngine, note: note)
    }

    /// Graphviz's root element with the class and renderer mark the built-in drawing has.
    private static func marked(_ svg: String) -> String {
        guard svg.hasPrefix("<svg") else { return svg }
        return "<svg class=\"tab-graph\" data-renderer=\"graphviz\"" + svg.dropFirst(4)
    }
}
