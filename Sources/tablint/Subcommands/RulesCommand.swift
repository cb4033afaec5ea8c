import ArgumentParser
import TabLintReporters
import TabLintRules

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules: id, default severity, summary and options.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @Option(help: "text (a table, with each rule's options under it), markdown (the rule reference, as in Docs/Rules.md) or json.")
    var format: Format = .text

    func run() throws {
        let catalog = RuleCatalog(RuleRegistry.all.map { $0.description })
        let text: String
        switch format {
        case .text: text = catalog.table()
        case .markdown: text = catalog.markdown()
        case .json: text = catalog.json()
        }
        try ReportOutput.write(text, to: nil)
    }
}
