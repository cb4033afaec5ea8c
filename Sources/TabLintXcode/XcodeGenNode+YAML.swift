import Yams

extension XcodeGenNode {
    /// The values one spec file may stand for: one per byte, and a few thousand for the smallest files.
    ///
    /// A YAML alias repeats the value its anchor names, so ten lines that each name the line above twice stand for a
    /// thousand values, and forty such lines for more than a trillion: Yams composes them sharing the repeats, but a
    /// tree that TabLint walks (and merges, and expands templates in) holds each copy. Every value made counts
    /// against this budget, each copy of an alias too, and a file that stands for more is refused.
    static func valueLimit(forFileOf byteCount: Int) -> Int { byteCount + 4096 }

    /// Reads one spec file's YAML (a JSON spec is YAML too) into nodes; `base` is the folder the paths written in it
    /// resolve against. An empty file is nothing (`.null`). Syntax errors, keys that are no scalars, and a file that
    /// stands for more values than `valueLimit(forFileOf:)` (aliases) are issues with the file's line.
    static func parse(_ bytes: [UInt8], file: String, base: String) -> Result<XcodeGenNode, ProjectIssue> {
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: String(decoding: bytes, as: UTF8.self))
        } catch {
            return .failure(syntaxIssue(error, file: file))
        }
        let start = Origin(file: file, base: base, line: 1, column: 1)
        guard let composed else { return .success(XcodeGenNode(.null, origin: start)) }
        var converter = Converter(file: file, base: base, budget: valueLimit(forFileOf: bytes.count))
        do throws(ProjectIssue) {
            return .success(try converter.node(composed))
        } catch {
            return .failure(error)
        }
    }

    private static func syntaxIssue(_ error: Error, file: String) -> ProjectIssue {
        let name = ProjectPath.lastComponent(file)
        if let yaml = error as? YamlError {
            switch yaml {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                return ProjectIssue(path: file, line: mark.line, column: mark.column, message: "\(name) is not valid YAML: \(problem)")
            case .duplicatedKeysInMapping(let duplicates, let context):
                let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
                return ProjectIssue(path: file, line: context.mark.line, message: "\(name) is not valid YAML: duplicate keys \(keys) in a mapping")
            default:
                break
            }
        }
        return ProjectIssue(path: file, message: "\(name) is not valid YAML: \(error)")
    }

    /// Yams' nodes to `XcodeGenNode`s, counting every value made against the budget.
    private struct Converter {
        let file: String
        let base: String
        var budget: Int

        mutating func node(_ node: Node) throws(ProjectIssue) -> XcodeGenNode {
            budget -= 1
            let origin = Origin(file: file, base: base, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
            guard budget >= 0 else {
                throw ProjectIssue(
                    path: file, line: origin.line, column: origin.column,
                    message: "\(ProjectPath.lastComponent(file)) stands for more values than TabLint reads (its aliases repeat what they name)")
            }
            switch node {
            case .scalar(let scalar):
                if node.tag.rawValue == Tag.Name.null.rawValue { return XcodeGenNode(.null, origin: origin) }
                return XcodeGenNode(.scalar(scalar.string, boolean: node.tag.rawValue == Tag.Name.bool.rawValue ? node.bool : nil), origin: origin)
            case .sequence(let sequence):
                var elements: [XcodeGenNode] = []
                elements.reserveCapacity(sequence.count)
                for element in sequence { elements.append(try self.node(element)) }
                return XcodeGenNode(.list(elements), origin: origin)
            case .mapping(let mapping):
                var entries: [Entry] = []
                for (key, value) in mapping {
                    // `<<: *anchor` (or a list of them) merges the named mappings' entries; keys written here win.
                    if key.tag.rawValue == Tag.Name.merge.rawValue {
                        for merged in (value.sequence.map(Array.init) ?? [value]) {
                            guard case .map(let mergedEntries) = try self.node(merged).value else {
                                throw issue("A '<<' merge key must name a mapping", at: merged)
                            }
                            for entry in mergedEntries where !entries.contains(where: { $0.key == entry.key }) { entries.append(entry) }
                        }
                        continue
                    }
                    guard case .scalar(let scalar) = key else { throw issue("Keys must be single values, not lists or mappings", at: key) }
                    let entry = Entry(key: scalar.string, keyLine: key.mark?.line ?? origin.line, value: try self.node(value))
                    if let index = entries.firstIndex(where: { $0.key == entry.key }) { entries[index] = entry } else { entries.append(entry) }
                }
                return XcodeGenNode(.map(entries), origin: origin)
            case .alias:
                // Yams composes an alias as the node its anchor names; an alias node is for writing YAML only.
                return XcodeGenNode(.null, origin: origin)
            }
        }

        private func issue(_ message: String, at node: Node) -> ProjectIssue {
            ProjectIssue(path: file, line: node.mark?.line, column: node.mark?.column, message: message)
        }
    }
}
