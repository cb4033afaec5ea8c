import Foundation
import TabLintCore
import TabLintGraph
import TabLintModel
import TabLintRules
import TabLintSource
import TabLintTestSupport
import Testing

/// Every Interface Builder file of 20 public apps (../shared/corpus/real, when present) is read, parsed and
/// linted: none may fail to parse, nothing may crash. The same set's `.strings` files and asset catalogs are
/// decoded, its legacy `<archive>` xibs become controllers, and the graph's size is printed.
@Suite struct RealWorldSmokeTests {
    private static let real = Fixtures.sharedFolder?.appendingPathComponent("corpus/real")

    @Test(.enabled(if: real != nil, "../shared is not beside the repository"))
    func everyRealWorldFileParsesAndLints() throws {
        let real = try #require(Self.real)
        let started = Date()
        let workspace = try Workspace.load(paths: [real])
        var configuration = Configuration()
        configuration.optInRules = Set(RuleRegistry.all.filter { $0.description.isOptIn }.map { $0.description.id })
        let result = Linter(ruleTypes: RuleRegistry.all, configuration: configuration).lint(workspace)
        let seconds = Date().timeIntervalSince(started)
        #expect(workspace.files.count >= 500)
        let parseErrors = result.diagnostics.filter { $0.ruleID == "xml_parse_error" }
        #expect(parseErrors.isEmpty, "\(parseErrors.map { "\($0.location.file.path): \($0.message)" })")
        let unsupported = workspace.files.filter { if case .unsupported = $0.outcome { return true } else { return false } }
        #expect(unsupported.isEmpty, "\(unsupported.map(\.source.path))")

        let tabBars = workspace.documents.flatMap { workspace.tabBars(in: $0) }
        let references = workspace.documents.flatMap { document in
            document.controllers.filter(\.isStoryboardReference).map { workspace.resolve($0, in: document) }
        }
        let resolved = references.filter { $0.target != nil }.count
        var byRule: [String: Int] = [:]
        for diagnostic in result.diagnostics { byRule[diagnostic.ruleID, default: 0] += 1 }
        print(
            "real-world smoke: \(workspace.files.count) IB files, \(tabBars.count) tab bar controllers, "
                + "\(tabBars.reduce(0) { $0 + $1.tabs.count }) tabs, \(references.count) storyboard references "
                + "(\(resolved) resolved), \(result.diagnostics.count) findings with opt-in rules, "
                + String(format: "%.2f s", seconds))
        print("real-world smoke: findings by rule: \(byRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
    }

    /// The pre-Xcode 5 xibs of the set (asi-http-request's samples) decode into the same controllers and
    /// edges as modern files: the iPhone sample's tab bar controller with its five nib-backed tabs.
    @Test(.enabled(if: real != nil, "../shared is not beside the repository"))
    func legacyArchivesBecomeControllers() throws {
        let real = try #require(Self.real)
        let workspace = try Workspace.load(paths: [real])
        let legacy = workspace.documents.filter { $0.format == .legacyArchive }
        #expect(legacy.count >= 4)
        let tabBars = legacy.flatMap { workspace.tabBars(in: $0) }
        let iPhone = try #require(tabBars.first { $0.controller.source.fileName == "iPhoneMainWindow.xib" })
        #expect(iPhone.tabs.map { $0.title.text ?? "" } == ["Synchronous", "Queue", "Upload", "Authentication", "Web Page"])
        #expect(iPhone.tabs.allSatisfy { $0.target?.controller.nibName == "Sample" })
        #expect(iPhone.tabs.compactMap { $0.target?.controller.customClass?.value }.first == "SynchronousViewController")
        let iPad = try #require(legacy.first { $0.source.fileName == "iPadMainWindow.xib" })
        #expect(iPad.isIPadOnly)
        #expect(iPad.controllers.contains { $0.kind == .splitViewController })
        print(
            "real-world smoke: \(legacy.count) legacy archives, \(legacy.reduce(0) { $0 + $1.controllers.count }) controllers, "
                + "\(tabBars.count) tab bar controllers, \(tabBars.reduce(0) { $0 + $1.tabs.count }) tabs")
    }

    /// Every `.strings` file of the set (not only those beside an IB document) goes through the reader:
    /// nothing may crash, and a file that cannot be decoded is reported with its reason, not fatal.
    @Test(.enabled(if: real != nil, "../shared is not beside the repository"))
    func everyStringsFileDecodesOrSaysWhy() throws {
        let real = try #require(Self.real)
        let inventory = try FileDiscovery.inventory(under: [real])
        let tables = inventory.stringsFiles.sorted().map { path in
            StringsFileReader.read((try? SourceFile.read(URL(fileURLWithPath: path))) ?? SourceFile(url: URL(fileURLWithPath: path), bytes: []))
        }
        #expect(tables.count >= 600)
        let failed = tables.filter { $0.problem != nil }
        for table in failed { print("real-world smoke: undecodable \(table.source.path): \(table.problem!.message)") }
        let encodings = Dictionary(grouping: tables, by: \.source.encoding).mapValues(\.count)
        print(
            "real-world smoke: \(tables.count) .strings files, \(tables.reduce(0) { $0 + $1.entries.count }) entries, "
                + "\(failed.count) undecodable; encodings \(encodings.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" })"
        )
        let paired = try Workspace.load(paths: [real]).resources.stringsTables
        print("real-world smoke: \(paired.count) .strings files localize an IB document")
        #expect(!paired.isEmpty)
        // Every key the reader found a value for has a place in the file (the scanner and Foundation agree).
        for table in tables where table.problem == nil && !table.source.text.starts(with: Array("<".utf8)) {
            let unplaced = table.entries.keys.filter { table.keyRanges[$0] == nil }
            #expect(unplaced.isEmpty, "\(table.source.path): \(unplaced.prefix(3))")
        }
    }

    /// Every asset catalog of the set: sets are known by name, groups' `Contents.json` are decoded for their
    /// namespace.
    @Test(.enabled(if: real != nil, "../shared is not beside the repository"))
    func assetCatalogsAreRead() throws {
        let real = try #require(Self.real)
        let workspace = try Workspace.load(paths: [real])
        let images = workspace.resources.images
        #expect(images.catalogCount >= 30)
        #expect(images.imageSetCount >= 1000)
        #expect(images.unreadableGroups.isEmpty, "\(images.unreadableGroups)")
        // Every image a tab bar item names is found, exempt (SF Symbol, embedded) or reported: nothing else.
        var named = 0
        var found = 0
        var exempt = 0
        for document in workspace.documents where document.platform.isUIKit {
            for item in document.controllers.compactMap(\.tabBarItem) {
                for name in [item.image, item.selectedImage].compactMap({ $0?.value }) where !name.isEmpty {
                    named += 1
                    if item.catalog == "system" || name.hasPrefix("tabBarItem:") {
                        exempt += 1
                    } else if images.provides(name) {
                        found += 1
                    }
                }
            }
        }
        var configuration = Configuration()
        configuration.onlyRules = ["missing_tab_image"]
        let missing = Linter(ruleTypes: RuleRegistry.all, configuration: configuration).lint(workspace).diagnostics
        for diagnostic in missing { print("real-world smoke: \(diagnostic.location.file.path): \(diagnostic.message)") }
        #expect(named == found + exempt + missing.count)
        print(
            "real-world smoke: \(images.catalogCount) asset catalogs, \(images.imageSetCount) image sets, "
                + "\(images.looseImageCount) loose images; tab bar items name \(named) images: \(found) found, "
                + "\(exempt) SF Symbols or embedded, \(missing.count) reported missing")
    }
}
