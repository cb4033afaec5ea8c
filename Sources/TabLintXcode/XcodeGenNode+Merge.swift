extension XcodeGenNode {
    /// This node laid over `base` as XcodeGen merges an included spec under the one that includes it, and a
    /// target over its templates: mappings merge key by key, lists append this one's elements, anything else
    /// replaces. A key written `key:REPLACE` replaces the base's `key` whatever the two are.
    func merged(onto base: XcodeGenNode) -> XcodeGenNode {
        guard case .map(let overlay) = value, case .map(var entries) = base.value else {
            if case .list(let overlay) = value, case .list(let elements) = base.value {
                return XcodeGenNode(.list(elements + overlay), origin: origin)
            }
            return self
        }
        let suffix = ":REPLACE"
        for entry in overlay {
            var entry = entry
            let replaces = entry.key.hasSuffix(suffix)
            if replaces { entry.key.removeLast(suffix.count) }
            if let index = entries.firstIndex(where: { $0.key == entry.key }) {
                if !replaces { entry.value = entry.value.merged(onto: entries[index].value) }
                entries[index] = entry
            } else {
                entries.append(entry)
            }
        }
        return XcodeGenNode(.map(entries), origin: base.origin)
    }

    /// This node with every `${name}` of `variables` replaced, in keys and scalars (XcodeGen's `${target_name}`,
    /// `${platform}` and template attributes); other `${...}` stay as written. Every node visited costs one of
    /// `budget`: templates repeat a tree once per target that uses them.
    func expanding(_ variables: [String: String], budget: inout Int) throws(ProjectIssue) -> XcodeGenNode {
        budget -= 1
        guard budget >= 0 else {
            throw ProjectIssue(
                path: origin.file, line: origin.line, column: origin.column,
                message: "\(ProjectPath.lastComponent(origin.file)) expands to more values than TabLint reads (templates times targets)")
        }
        switch value {
        case .null:
            return self
        case .scalar(let text, let boolean):
            let expanded = Self.expand(text, variables)
            return expanded == text ? self : XcodeGenNode(.scalar(expanded, boolean: boolean), origin: origin)
        case .list(let elements):
            var expanded: [XcodeGenNode] = []
            expanded.reserveCapacity(elements.count)
            for element in elements { expanded.append(try element.expanding(variables, budget: &budget)) }
            return XcodeGenNode(.list(expanded), origin: origin)
        case .map(let entries):
            var expanded: [Entry] = []
            expanded.reserveCapacity(entries.count)
            for entry in entries {
                expanded.append(
                    Entry(
                        key: Self.expand(entry.key, variables), keyLine: entry.keyLine, value: try entry.value.expanding(variables, budget: &budget)))
            }
            return XcodeGenNode(.map(expanded), origin: origin)
        }
    }

    /// `text` with each `${name}` whose name `variables` has replaced by its value.
    static func expand(_ text: String, _ variables: [String: String]) -> String {
        guard !variables.isEmpty, text.utf8.contains(UInt8(ascii: "$")) else { return text }
        var result = ""
        var rest = text[...]
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest[dollar...].dropFirst()
            if after.first == "{", let close = after.firstIndex(of: "}"),
                let value = variables[String(after[after.index(after: after.startIndex)..<close])]
            {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result.append("$")
                rest = after
            }
        }
        return result + rest
    }

    /// This mapping with `key` set to `value` (replaced in place, or added at the end).
    func setting(_ key: String, to value: XcodeGenNode) -> XcodeGenNode {
        guard case .map(var entries) = self.value else { return self }
        let entry = Entry(key: key, keyLine: value.origin.line, value: value)
        if let index = entries.firstIndex(where: { $0.key == key }) { entries[index] = entry } else { entries.append(entry) }
        return XcodeGenNode(.map(entries), origin: origin)
    }
}
