extension XcodeGenSpec {
    /// The values all the targets' templates and platforms may expand to: a million, far beyond a real project's.
    static let expansionLimit = 1_000_000

    /// The targets XcodeGen makes, by name, sorted (as XcodeGen sorts them): `targets` with templates applied and
    /// multi-platform targets made one per platform, as XcodeGen resolves them (platforms, templates, platforms again:
    /// a template may give a list of platforms).
    ///
    /// A target with `platform: [iOS, tvOS]` becomes `Name_iOS` and `Name_tvOS` (`platformPrefix` and `platformSuffix`
    /// change the name), `${platform}` replaced throughout. A target's `templates` (and theirs, first) are merged
    /// under it in order from `targetTemplates`, then `${target_name}` and its `templateAttributes` are replaced;
    /// a template that is not there is skipped, as XcodeGen skips it. `name:` in a target renames it.
    func targets() throws(ProjectIssue) -> [(name: String, node: XcodeGenNode)] {
        guard let targets = root["targets"] else { return [] }
        guard var entries = targets.entries else {
            throw Self.issue("'targets' must be a mapping of target names to targets, not \(targets.kindName)", at: targets)
        }
        var budget = Self.expansionLimit
        entries = try Self.platformTargets(entries, budget: &budget)
        entries = try templated(entries, budget: &budget)
        entries = try Self.platformTargets(entries, budget: &budget)
        return entries.map { entry in (entry.value["name"]?.string ?? entry.key, entry.value) }.sorted { $0.name < $1.name }
    }

    static func issue(_ message: String, at node: XcodeGenNode) -> ProjectIssue {
        ProjectIssue(path: node.origin.file, line: node.origin.line, column: node.origin.column, message: message)
    }

    /// Each target whose `platform` is a list, as one target per platform.
    private static func platformTargets(_ entries: [XcodeGenNode.Entry], budget: inout Int) throws(ProjectIssue) -> [XcodeGenNode.Entry] {
        var result: [XcodeGenNode.Entry] = []
        for entry in entries {
            guard let platforms = entry.value["platform"]?.list else {
                result.append(entry)
                continue
            }
            for platform in platforms.compactMap(\.string) {
                var target = try entry.value.expanding(["platform": platform], budget: &budget)
                target = target.setting("platform", to: XcodeGenNode(.scalar(platform, boolean: nil), origin: entry.value["platform"]!.origin))
                if target["productName"] == nil {
                    target = target.setting("productName", to: XcodeGenNode(.scalar(entry.key, boolean: nil), origin: target.origin))
                }
                let name = (target["platformPrefix"]?.string ?? "") + entry.key + (target["platformSuffix"]?.string ?? "_\(platform)")
                result.append(XcodeGenNode.Entry(key: name, keyLine: entry.keyLine, value: target))
            }
        }
        return result
    }

    /// Each target merged over its templates, with `${target_name}` and its template attributes replaced.
    private func templated(_ entries: [XcodeGenNode.Entry], budget: inout Int) throws(ProjectIssue) -> [XcodeGenNode.Entry] {
        let templates = root["targetTemplates"]?.entries ?? []
        guard !templates.isEmpty else { return entries }
        func template(_ name: String) -> XcodeGenNode? { templates.last { $0.key == name }?.value }
        var result: [XcodeGenNode.Entry] = []
        for var entry in entries {
            // As XcodeGen orders them: each template preceded by the templates it names, each template once.
            var order: [String] = []
            var insertion = 0
            func collect(_ node: XcodeGenNode) {
                for name in node["templates"]?.strings ?? [] where !order.contains(name) {
                    guard let named = template(name) else { continue }
                    order.insert(name, at: insertion)
                    collect(named)
                    insertion += 1
                }
            }
            collect(entry.value)
            if !order.isEmpty {
                var merged = XcodeGenNode(.map([]), origin: entry.value.origin)
                for name in order { merged = template(name)!.merged(onto: merged) }
                var target = try entry.value.merged(onto: merged).expanding(["target_name": entry.key], budget: &budget)
                var attributes: [String: String] = [:]
                for attribute in target["templateAttributes"]?.entries ?? [] { attributes[attribute.key] = attribute.value.string }
                if !attributes.isEmpty { target = try target.expanding(attributes, budget: &budget) }
                entry.value = target
            }
            result.append(entry)
        }
        return result
    }
}
