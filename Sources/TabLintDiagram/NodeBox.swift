/// A node laid out as a box of rows (header, title, details, tabs, findings) for the built-in SVG drawing.
struct NodeBox: Sendable {
    enum RowKind: Sendable, Equatable { case header, title, detail, moreDivider, tab, findings, missing }

    struct Row: Sendable {
        let kind: RowKind
        let text: String
        /// For tab rows: the tab number, drawn bold before `text`.
        let number: String?
        /// For tab rows: image and identifier, drawn grey after `text`.
        let trailing: String?
        let top: Double
        let height: Double
        let fontSize: Double
        let tabIndex: Int?
    }

    static let padding = 10.0
    static let minWidth = 150.0
    static let maxWidth = 380.0

    let rows: [Row]
    let width: Double
    let height: Double

    init(_ drawn: DrawingPlan.Node) {
        var specs: [(RowKind, String, String?, String?, Double, Double, Int?)] = []
        if let caption = drawn.caption {
            specs.append((.header, caption.kind.uppercased(), nil, nil, 20, 8.5, nil))
            specs.append((.title, caption.title, nil, nil, 21, 13, nil))
            for detail in caption.details { specs.append((.detail, detail, nil, nil, 15, 10.5, nil)) }
            if !caption.tabs.isEmpty, !caption.details.isEmpty { specs.append((.detail, "", nil, nil, 5, 10.5, nil)) }
            for (position, row) in caption.tabs.enumerated() {
                if row.isUnderMore && (position == 0 || !caption.tabs[position - 1].isUnderMore) {
                    specs.append((.moreDivider, "UNDER MORE", nil, nil, 15, 8, nil))
                }
                let trailing = [row.image, row.restorationIdentifier.map { "id '\($0)'" }, row.note].compactMap { $0 }
                let title = String(row.text.drop { $0 != " " }.drop { $0 == " " })
                specs.append((.tab, title, "\(row.index + 1)", trailing.isEmpty ? nil : trailing.joined(separator: " · "), 20, 11, row.index))
            }
            if !caption.findings.isEmpty { specs.append((.findings, "● " + caption.findings, nil, nil, 20, 10.5, nil)) }
        } else {
            specs.append((.missing, "no controller '\(drawn.missingID ?? "")'", nil, nil, 28, 11, nil))
        }
        var widest = Self.minWidth
        for spec in specs {
            var natural: Double
            if spec.0 == .tab {
                natural = Self.numberWidth(spec.2 ?? "", size: spec.5) + TextMetrics.width(spec.1, size: spec.5)
                if let trailing = spec.3 { natural += Self.trailingGap + TextMetrics.width(trailing, size: spec.5) }
            } else {
                let letterSpacing = spec.0 == .header || spec.0 == .moreDivider ? Double(spec.1.count) * 0.6 : 0
                natural = TextMetrics.width(spec.1, size: spec.5, bold: spec.0 == .title || spec.0 == .findings) + letterSpacing
            }
            widest = max(widest, natural + 2 * Self.padding)
        }
        let width = min(widest, Self.maxWidth)
        var rows: [Row] = []
        var top = 0.0
        for spec in specs {
            let limit = width - 2 * Self.padding
            var text = spec.1
            var trailing = spec.3
            if spec.0 == .tab {
                let numberWidth = Self.numberWidth(spec.2 ?? "", size: spec.5)
                text = TextMetrics.truncated(text, size: spec.5, limit: limit - numberWidth)
                let remaining = limit - numberWidth - TextMetrics.width(text, size: spec.5) - Self.trailingGap
                trailing = trailing.flatMap { remaining > 30 ? TextMetrics.truncated($0, size: spec.5, limit: remaining) : nil }
            } else {
                text = TextMetrics.truncated(text, size: spec.5, bold: spec.0 == .title || spec.0 == .findings, limit: limit)
            }
            rows.append(
                Row(kind: spec.0, text: text, number: spec.2, trailing: trailing, top: top, height: spec.4, fontSize: spec.5, tabIndex: spec.6))
            top += spec.4
        }
        self.rows = rows
        self.width = width
        self.height = top + (drawn.caption == nil ? 0 : 4)
    }

    /// The gap after a tab's number (`dx` of the title in the drawing) and before its trailing facts.
    static let numberGap = 8.0
    static let trailingGap = 6.0

    /// A tab row's bold number and the gap after it.
    static func numberWidth(_ number: String, size: Double) -> Double {
        TextMetrics.width(number, size: size, bold: true) + numberGap
    }

    /// The middle of tab `index`'s row, from the box's top.
    func portY(tab index: Int) -> Double? {
        rows.first { $0.tabIndex == index }.map { $0.top + $0.height / 2 }
    }
}
