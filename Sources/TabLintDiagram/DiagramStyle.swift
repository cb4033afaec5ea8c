/// Colours and words shared by every renderer, so DOT, Mermaid and SVG drawings read alike.
enum DiagramStyle {
    /// Header colours (background, text) by controller kind.
    static func header(kind: String) -> (fill: String, text: String) {
        switch kind {
        case "tabBarController", "tabViewController": return ("#e0e7ff", "#3730a3")
        case "navigationController": return ("#ccfbf1", "#115e59")
        case "splitViewController": return ("#fef3c7", "#92400e")
        case "storyboardReference": return ("#ede9fe", "#5b21b6")
        default: return ("#f1f5f9", "#334155")
        }
    }

    /// Border colour of a node by its most serious finding.
    static func border(severity: String?) -> String {
        switch severity {
        case "error": return "#dc2626"
        case "warning": return "#d97706"
        case "info": return "#2563eb"
        default: return "#94a3b8"
        }
    }

    /// Line colour by edge kind.
    static func edgeColor(_ kind: GraphEdge.Kind) -> String {
        switch kind {
        case .tab: return "#4f46e5"
        case .root: return "#0f766e"
        case .splitColumn: return "#b45309"
        case .relationship: return "#475569"
        case .reference: return "#7c3aed"
        case .segue: return "#94a3b8"
        }
    }

    static let missingColor = "#dc2626"
    static let underMoreFill = "#f1f5f9"
    static let findingsFill = "#fef2f2"
    static let fontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif"
}
