import Foundation
import TabLintTestSupport
import Testing

/// Each target declares in `Package.swift` exactly the modules its files import (besides the system's), so the
/// module graph `Docs/Modules.md` draws is the one the compiler checks: no module reaches another through a
/// dependency of a dependency, and no declared dependency is unused.
@Suite struct ModuleDependencyTests {
    private let root = Fixtures.repositoryRoot()
    /// Modules of the toolchain and the system: never declared.
    private static let system: Set<String> = [
        "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Darwin", "Synchronization", "Testing", "XCTest",
        "FoundationXML", "Musl",
        // The macOS SDK's libxml2 module, which TabLintXML imports on Darwin instead of CLibXML2.
        "libxml2",
    ]
    /// Declared for what they build, not for an import. None now: `tablintTests` runs the `tablint` binary, and
    /// also imports it (`ReportOutputTests`).
    private static let buildOnly: [String: Set<String>] = [:]

    struct Target {
        let name: String
        let folder: String
        let dependencies: Set<String>
    }

    /// The targets of `Package.swift`: name, folder and the names of the targets and products it depends on.
    private func targets() throws -> [Target] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let kinds = [".target(", ".testTarget(", ".executableTarget(", ".systemLibrary("]
        var found: [Target] = []
        var rest = manifest[...]
        while let next = kinds.compactMap({ kind in rest.range(of: kind).map { (kind, $0) } }).min(by: { $0.1.lowerBound < $1.1.lowerBound }) {
            let body = balanced(rest[next.1.upperBound...])
            rest = rest[body.endIndex...]
            let name = try #require(body.firstMatch(of: /name: "([^"]+)"/)?.1).description
            var dependencies = Set<String>()
            if let list = body.range(of: "dependencies: [") {
                let items = balanced(body[list.upperBound...], open: "[", close: "]")
                for match in items.matches(of: /\.product\(name: "([^"]+)", package: "[^"]+"\)|"([^"]+)"/) {
                    if let product = match.1 {
                        dependencies.insert(String(product))
                    } else if let target = match.2 {
                        dependencies.insert(String(target))
                    }
                }
            }
            let path = body.firstMatch(of: /path: "([^"]+)"/).map { String($0.1) }
            let folder = path ?? ((next.0 == ".testTarget(" ? "Tests/" : "Sources/") + name)
            found.append(Target(name: name, folder: folder, dependencies: dependencies))
        }
        return found
    }

    /// The text up to the bracket that closes the one just before `text`.
    private func balanced(_ text: Substring, open: Character = "(", close: Character = ")") -> Substring {
        var depth = 1
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == open { depth += 1 } else if text[index] == close { depth -= 1 }
            if depth == 0 { return text[text.startIndex..<index] }
            index = text.index(after: index)
        }
        return text
    }

    /// The modules a folder's Swift files import.
    private func imports(_ folder: String) throws -> Set<String> {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var modules = Set<String>()
        while let file = walker.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: /(?m)^(?:@testable )?import (?:class |struct |enum |func )?([A-Za-z_][A-Za-z0-9_]*)/) {
                modules.insert(String(match.1))
            }
            modules.formUnion(conditionalImports(text))
        }
        return modules.subtracting(Self.system)
    }

    /// The imports of a file's header that sit in `#if` branches (indented: `#if canImport(Darwin)`, then
    /// `    import libxml2`). The header ends at the first line that is no import, directive, comment or blank line, so
    /// an `import` in a test's source text is not one.
    private func conditionalImports(_ text: String) -> Set<String> {
        var modules = Set<String>()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let match = trimmed.wholeMatch(of: /(?:@testable |@preconcurrency )?import (?:class |struct |enum |func )?([A-Za-z_][A-Za-z0-9_]*)/) {
                modules.insert(String(match.1))
            } else if !(trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//")) {
                break
            }
        }
        return modules
    }

    @Test func everyTargetDeclaresExactlyWhatItImports() throws {
        let targets = try targets()
        #expect(targets.count >= 25, "the manifest reader found \(targets.count) targets")
        for target in targets where target.name != "CLibXML2" {
            let imported = try imports(target.folder)
            let declared = target.dependencies.subtracting(Self.buildOnly[target.name] ?? [])
            #expect(imported.subtracting(declared).isEmpty, "\(target.name) imports \(imported.subtracting(declared).sorted()) without declaring it")
            #expect(
                declared.subtracting(imported).isEmpty, "\(target.name) declares \(declared.subtracting(imported).sorted()) but imports none of it")
        }
    }

    @Test func aMissingDeclarationIsCaught() throws {
        let rules = try #require(try targets().first { $0.name == "TabLintRules" })
        #expect(rules.dependencies.contains("TabLintCore"))
        #expect(try imports(rules.folder).contains("TabLintGraph"), "the check sees imports beyond the first dependency")
    }

    @Test func importsInsideIfBranchesCountAndImportsInSourceTextDoNot() {
        let text = """
            // A file.
            #if canImport(Darwin)
                import libxml2
            #else
                import CLibXML2
            #endif

            let example = \"\"\"
                import UIKit
                \"\"\"
            """
        #expect(conditionalImports(text) == ["libxml2", "CLibXML2"])
    }
}
