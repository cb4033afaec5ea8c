/// Checks the Mermaid flowchart subset `MermaidWriter` writes, line by line: the header, balanced
/// `subgraph`/`end`, nodes declared once, edges between declared nodes, labels whose text cannot end the
/// quoted string or open HTML other than the tags the writer uses. (No Mermaid parser installs offline
/// through apt or PyPI; see README.)
enum MermaidStructure {
    static func problems(_ text: String) -> [String] {
        var problems: [String] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard lines.first == "flowchart LR" else { return ["first line is not 'flowchart LR'"] }
        var declared = Set<String>()
        var depth = 0
        var edges: [(String, String)] = []
        for (number, raw) in lines.enumerated().dropFirst() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            func problem(_ text: String) { problems.append("line \(number + 1): \(text): \(line)") }
            if line.hasPrefix("subgraph ") {
                depth += 1
                guard let open = line.firstIndex(of: "["), line.hasSuffix("\"]") else {
                    problem("subgraph without a quoted title")
                    continue
                }
                checkLabel(String(line[line.index(open, offsetBy: 2)..<line.index(line.endIndex, offsetBy: -2)]), problem)
            } else if line == "end" {
                depth -= 1
                if depth < 0 { problem("'end' without 'subgraph'") }
            } else if line.hasPrefix("classDef ") || line.hasPrefix("class ") {
                continue
            } else if let arrow = ["-->", "-.->"].compactMap({ line.range(of: " \($0)") }).first {
                let from = String(line[..<arrow.lowerBound])
                var rest = line[arrow.upperBound...].drop { $0 != " " && $0 != "|" }
                if rest.hasPrefix("|\"") {
                    guard let close = rest.range(of: "\"| ") else {
                        problem("edge label not closed")
                        continue
                    }
                    checkLabel(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound]), problem)
                    rest = rest[close.upperBound...]
                }
                let to = rest.trimmingCharacters(in: .whitespaces)
                edges.append((from, to))
            } else if let open = line.firstIndex(where: { $0 == "[" }) {
                let id = String(line[..<open])
                if !id.allSatisfy({ $0.isLetter || $0.isNumber }) || id.isEmpty { problem("bad node id '\(id)'") }
                if !declared.insert(id).inserted { problem("node '\(id)' declared twice") }
                let shapes = [("[\"", "\"]"), ("[/\"", "\"/]")]
                guard let shape = shapes.first(where: { line[open...].hasPrefix($0.0) && line.hasSuffix($0.1) }) else {
                    problem("node label is not a quoted string in a known shape")
                    continue
                }
                let start = line.index(open, offsetBy: shape.0.count)
                let end = line.index(line.endIndex, offsetBy: -shape.1.count)
                checkLabel(String(line[start..<end]), problem)
            } else if !line.isEmpty {
                problem("unknown statement")
            }
        }
        if depth != 0 { problems.append("\(depth) subgraph(s) not closed") }
        for (from, to) in edges where !declared.contains(from) || !declared.contains(to) {
            problems.append("edge \(from) → \(to) names an undeclared node")
        }
        return problems
    }

    private static let allowedTags = ["<b>", "</b>", "<small>", "</small>", "<br/>"]

    private static func checkLabel(_ label: String, _ problem: (String) -> Void) {
        if label.contains("\"") { problem("raw quote in a label") }
        var rest = label[...]
        while let open = rest.firstIndex(of: "<") {
            guard let tag = allowedTags.first(where: { rest[open...].hasPrefix($0) }) else {
                problem("raw '<' in a label")
                return
            }
            rest = rest[rest.index(open, offsetBy: tag.count)...]
        }
        if label.contains(">") && allowedTags.allSatisfy({ !label.contains($0) }) { problem("raw '>' in a label") }
        if label.unicodeScalars.contains(where: { $0.value < 0x20 }) { problem("control character in a label") }
    }
}
