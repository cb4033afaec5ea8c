import Yams

extension ConfigurationLoader {
    /// Walks the YAML nodes. A name it does not know (a key, a rule id, an option) is a located error it collects and
    /// leaves out, so one run reports every slip; a value of the wrong kind is an error it throws.
    struct Reader {
        let path: String
        let text: String
        let rules: [String: RuleDescription]
        var issues: [ConfigurationIssue] = []

        init(path: String, text: String, rules: [String: RuleDescription]) {
            self.path = path
            self.text = text
            self.rules = rules
        }

        func issue(_ message: String, at node: Node, isError: Bool) -> ConfigurationIssue {
            ConfigurationIssue(path: path, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0, message: message, isError: isError)
        }

        /// Records an error that leaves the entry out and lets the reading go on.
        mutating func reject(_ message: String, at node: Node) {
            issues.append(issue(message, at: node, isError: true))
        }

        /// " (did you mean 'x'?)" when a rule id is close to `id`, else where the ids are listed.
        func ruleHint(_ id: String) -> String {
            let hint = NearestName.hint(for: id, among: rules.keys.sorted())
            return hint.isEmpty ? " (`tablint rules` lists the rule ids)" : hint
        }

        func syntaxError(_ error: Error) -> ConfigurationIssue {
            if let yaml = error as? YamlError {
                switch yaml {
                case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                    return ConfigurationIssue(path: path, line: mark.line, column: mark.column, message: "Malformed YAML: \(problem)", isError: true)
                case .duplicatedKeysInMapping(let duplicates, let context):
                    let line = secondOccurrence(of: duplicates.first ?? "", from: context.mark.line) ?? context.mark.line
                    return ConfigurationIssue(
                        path: path, line: line, column: 1,
                        message: "Malformed YAML: duplicate keys \(duplicates.map { "'\($0)'" }.joined(separator: ", "))", isError: true)
                default:
                    break
                }
            }
            return ConfigurationIssue(path: path, line: 0, column: 0, message: "Malformed YAML: \(error)", isError: true)
        }

        /// The line of the second `key:` at or after `line` (Yams points duplicate keys at their mapping).
        private func secondOccurrence(of key: String, from line: Int) -> Int? {
            var seen = 0
            for (index, content) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where index + 1 >= line {
                let trimmed = content.drop { $0 == " " || $0 == "-" }
                guard trimmed.hasPrefix(key), trimmed.dropFirst(key.count).drop(while: { $0 == " " }).hasPrefix(":") else { continue }
                seen += 1
                if seen == 2 { return index + 1 }
            }
            return nil
        }

        /// A list of strings (a single string counts as a list of one).
        func stringList(_ node: Node) throws(ConfigurationIssue) -> [String] {
            if let scalar = node.string { return [scalar] }
            guard let sequence = node.sequence else { throw issue("Expected a list of strings", at: node, isError: true) }
            var values: [String] = []
            for element in sequence {
                guard let value = element.string else { throw issue("Expected a string", at: element, isError: true) }
                values.append(value)
            }
            return values
        }

        /// A list of rule ids; an unknown id is an error, and left out.
        mutating func ruleList(_ node: Node) throws(ConfigurationIssue) -> [String] {
            let elements = node.sequence.map(Array.init) ?? [node]
            var ids: [String] = []
            for element in elements {
                guard let id = element.string else { throw issue("Expected a rule id", at: element, isError: true) }
                if rules[id] == nil {
                    reject("Unknown rule id '\(id)'\(ruleHint(id))", at: element)
                } else {
                    ids.append(id)
                }
            }
            return ids
        }

        /// `ignore:`: a list of mappings with `rule` (optional), `objects`, `classes`, `files` (at least one) and
        /// `reason` (free text). An entry naming an unknown rule or key is an error, and left out.
        mutating func ignoreList(_ node: Node) throws(ConfigurationIssue) -> [IgnoreEntry] {
            guard let sequence = node.sequence else { throw issue("'ignore' must be a list of entries", at: node, isError: true) }
            var entries: [IgnoreEntry] = []
            for element in sequence {
                guard let mapping = element.mapping else {
                    throw issue(
                        "An 'ignore' entry must be a mapping of 'rule', 'objects', 'classes', 'files' and 'reason'", at: element, isError: true)
                }
                var entry = IgnoreEntry(rule: nil, path: path, line: element.mark?.line ?? 0)
                var known = true
                for (key, value) in mapping {
                    guard let name = key.string else { throw issue("Keys must be strings", at: key, isError: true) }
                    switch name {
                    case "rule":
                        guard let id = value.string else { throw issue("Expected a rule id", at: value, isError: true) }
                        if rules[id] == nil {
                            reject("Unknown rule id '\(id)'\(ruleHint(id))", at: value)
                            known = false
                        }
                        entry.rule = id
                    case "objects": entry.objects = Set(try stringList(value))
                    case "classes": entry.classes = Set(try stringList(value))
                    case "files": entry.files = try stringList(value).map(PathGlob.init)
                    case "reason": continue
                    default:
                        let keys = ["rule", "objects", "classes", "files", "reason"]
                        let hint = NearestName.suggestion(for: name, among: keys).map { "did you mean '\($0)'? " } ?? ""
                        reject("Unknown key '\(name)' in an ignore entry (\(hint)it has \(keys.joined(separator: ", ")))", at: key)
                        known = false
                    }
                }
                // An entry already rejected for an unknown name is left out whatever else it lacks.
                guard known else { continue }
                guard !(entry.objects.isEmpty && entry.classes.isEmpty && entry.files.isEmpty) else {
                    throw issue(
                        "An 'ignore' entry needs 'objects', 'classes' or 'files': to turn a rule off, use disabled_rules", at: element, isError: true)
                }
                entries.append(entry)
            }
            return entries
        }

        /// `rule_id: severity` or `rule_id: {severity: …, option: …}`.
        mutating func ruleSection(_ rule: RuleDescription, _ node: Node, into configuration: inout Configuration) throws(ConfigurationIssue) {
            if node.scalar != nil {
                configuration.severities[rule.id] = try severity(node)
                return
            }
            guard let mapping = node.mapping else {
                throw issue("Expected a severity or a mapping of 'severity' and options for '\(rule.id)'", at: node, isError: true)
            }
            for (key, value) in mapping {
                guard let name = key.string else { throw issue("Keys must be strings", at: key, isError: true) }
                if name == "severity" {
                    configuration.severities[rule.id] = try severity(value)
                } else if let option = rule.options.first(where: { $0.key == name }) {
                    configuration.ruleOptions[rule.id, default: [:]][name] = try optionValue(value, for: option, rule: rule)
                } else {
                    let keys = ["severity"] + rule.options.map(\.key)
                    let hint = NearestName.suggestion(for: name, among: keys).map { "did you mean '\($0)'? " } ?? ""
                    let known = keys.map { "'\($0)'" }.joined(separator: ", ")
                    reject("Unknown option '\(name)' for rule '\(rule.id)' (\(hint)it has \(known))", at: key)
                }
            }
        }

        private func severity(_ node: Node) throws(ConfigurationIssue) -> Severity {
            guard let text = node.string, let severity = Severity(rawValue: text.lowercased()) else {
                let hint = node.string.map { NearestName.hint(for: $0, among: ["error", "warning", "info"]) } ?? ""
                throw issue("Severity must be error, warning or info\(hint)", at: node, isError: true)
            }
            return severity
        }

        /// An option's value, checked against the kind of its default (integer, boolean or text).
        private func optionValue(_ node: Node, for option: RuleOption, rule: RuleDescription) throws(ConfigurationIssue) -> String {
            guard let text = node.string else {
                throw issue("Option '\(option.key)' of '\(rule.id)' must be a single value", at: node, isError: true)
            }
            if Int(option.defaultValue) != nil, Int(text) == nil {
                throw issue("Option '\(option.key)' of '\(rule.id)' must be an integer", at: node, isError: true)
            }
            if ["true", "false"].contains(option.defaultValue), !["true", "false", "yes", "no"].contains(text.lowercased()) {
                let hint = NearestName.hint(for: text, among: ["true", "false"])
                throw issue("Option '\(option.key)' of '\(rule.id)' must be true or false\(hint)", at: node, isError: true)
            }
            return text
        }
    }
}
