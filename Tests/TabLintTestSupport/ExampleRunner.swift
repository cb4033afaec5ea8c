import Foundation
import TabLintCore
import TabLintModel
import TabLintRules
import TabLintSource
import TabLintWorkspace

/// Runs a rule's example as a tiny in-memory project and compares the findings with the example's markers.
package enum ExampleRunner {
    /// The folder examples pretend to live in.
    package static let root = URL(fileURLWithPath: "/tablint-example", isDirectory: true)

    /// A workspace made of `files` (paths relative to `root`) of any kind (documents, `.strings`, asset
    /// catalog `Contents.json`, images), read from memory exactly as a project on disk is read.
    /// `keepsText: false` lints the documents as `tablint lint` does, after they dropped their text.
    package static func workspace(
        _ files: [(path: String, text: String)], variant: ExampleVariant = .original, keepsText: Bool = true
    ) -> Workspace {
        var contents: [String: [UInt8]] = [:]
        for file in files { contents[root.appendingPathComponent(file.path).path] = variant.bytes(file.path, file.text) }
        return Workspace.inMemory(contents, roots: [root], keepsText: keepsText)
    }

    /// The example's files, marked, in a variant.
    private static func marked(_ example: Example, _ variant: ExampleVariant) -> [(path: String, marked: MarkedText)] {
        example.files.map { ($0.path, MarkedText(variant.rewrite($0.path, $0.text))) }
    }

    /// Lints an example with only `rule` enabled (and the example's options).
    package static func run(_ example: Example, rule: any Rule.Type, variant: ExampleVariant = .original) -> [Diagnostic] {
        lint(example, rule: rule, variant: variant).diagnostics
    }

    /// The example's workspace, and its findings with only `rule` enabled (and the example's options).
    package static func lint(
        _ example: Example, rule: any Rule.Type, variant: ExampleVariant = .original, keepsText: Bool = true
    ) -> (workspace: Workspace, diagnostics: [Diagnostic]) {
        let marked = marked(example, variant)
        let workspace = workspace(marked.map { ($0.path, $0.marked.text) }, variant: variant, keepsText: keepsText)
        var configuration = Configuration()
        configuration.onlyRules = [rule.description.id]
        configuration.ruleOptions[rule.description.id] = example.options
        return (workspace, Linter(ruleTypes: [rule], configuration: configuration).lint(workspace).diagnostics)
    }

    /// What is wrong with the findings of an example, as messages (empty when it behaves).
    package static func problems(_ example: Example, rule: any Rule.Type, failing: Bool, variant: ExampleVariant = .original) -> [String] {
        let diagnostics = run(example, rule: rule, variant: variant)
        if variant == .commentedOut {
            // Nothing is left in a commented-out document to find.
            let commented = Set(example.files.filter { ExampleVariant.applies(to: $0.path, $0.text) }.map { root.appendingPathComponent($0.path) })
            return diagnostics.filter { commented.contains($0.location.file.url) }.map { "commented-out document gave \(describe($0))" }
        }
        guard failing else {
            let stated = example.expectations.isEmpty ? [] : ["passing example states expectations"]
            return stated + diagnostics.map { "passing example gave \(describe($0))" }
        }
        var markers: [Marker] = []
        for file in marked(example, variant) {
            for name in file.marked.orderedMarkers {
                markers.append(Marker(name: name, url: root.appendingPathComponent(file.path), offset: file.marked.markers[name]!))
            }
        }
        guard !markers.isEmpty else { return ["failing example has no markers"] }
        return problems(markers: markers, expectations: example.expectations, diagnostics: diagnostics)
    }

    package static func describe(_ diagnostic: Diagnostic) -> String {
        let position = diagnostic.location.file.position(of: diagnostic.location.range.lowerBound, in: .utf32)
        return
            "\(diagnostic.location.file.fileName):\(position.line + 1):\(position.column + 1) \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
    }
}
