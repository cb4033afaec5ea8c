import Foundation
import TabLintCore
import TabLintGraph
import TabLintModel
import TabLintRules
import TabLintSource
import TabLintTestSupport
import TabLintWorkspace
import Testing

/// Every Interface Builder file of 20 public apps (../shared/corpus/real, when present) is read, parsed and
/// linted: none may fail to parse, nothing may crash. The same set's `.strings` files and asset catalogs are
/// decoded and its legacy `<archive>` xibs become controllers. What it finds (tab bar controllers, tabs,
/// references and how many resolve, localizations, images, findings per rule) is recorded in
/// `Reports/real-world.md`, and the test fails when that record is stale.
@Suite struct RealWorldSmokeTests {
    private static let real = Fixtures.sharedFolder?.appendingPathComponent("corpus/real")
    /// Loaded once for all tests of the suite.
    private static let workspace: Workspace? = real.flatMap { try? Workspace.load(paths: [$0]) }

    private static var allRulesConfiguration: Configuration {
        var configuration = Configuration()
        configuration.optInRules = Set(RuleRegistry.all.filter { $0.description.isOptIn }.map { $0.description.id })
        return configuration
    }

    @Test(.enabled(if: real != nil, "../shared is not beside the repository"))
    func everyRealWorldFileParsesAndLintsAndTheRecordIsCurrent() throws {
        let real = try #require(Self.real)
        let started = Date()
        let workspace = try #require(Self.workspace)
        let result = Linter(ruleTypes: RuleRegistry.all, configuration: Self.allRulesConfiguration).lint(workspace)
        let seconds = Date().timeIntervalSince(started)
        #expect(workspace.files.count >= 500)
        let parseErrors = result.diagnostics.filter { $0.ruleID == "xml_parse_error" }
        #expect(parseErrors.isEmpty, "\(parseErrors.map { "\($0.location.file.path): \($0.message)" })")
        let unsupported = workspace.files.filter { if case .unsupported = $0.outcome { return true } else { return false } }
        #expect(unsupported.isEmpty, "\(unsupported.map(\.source.path))")

        var figures = graphFigures(workspace)
        figures += try stringsFigures(real, workspace, result)
        figures += imageFigures(workspace, result)
        var byRule: [String: Int] = [:]
        for diagnostic in result.diagnostics { byRule[diagnostic.ruleID, default: 0] += 1 }
        figures += byRule.sorted { $0.key < $1.key }.map { ("findings of `\($0.key)` (opt-in rules on)", $0.value) }

        let table = figures.map { "| \($0.0) | \($0.1) |" }.joined(separator: "\n")
        print("real-world smoke (\(String(format: "%.2f", seconds)) s to load and lint):\n\(table)")
        let report = Fixtures.repositoryRoot().appendingPathComponent("Reports/real-world.md")
        let recorded = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        // The smoke record is the first table; the precision sections after it are `.ci/precision.py`'s.
        let smokeRecord = recorded.components(separatedBy: "\n## Precision").first ?? recorded
        let recordedRows = smokeRecord.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| measure") }.map(String.init)
        #expect(recordedRows == table.split(separator: "\n").map(String.init), "Reports/real-world.md is stale; its table should be:\n\(table)")
    }

    /// The pre-Xcode 5 xibs of the set (asi-http-request's samples) decode into the same controllers and
    /// edges as modern files: the iPhone sample's tab bar controller with its five nib-backed tabs.
    @Test(.enabled(if: real != nil, "../shared is not beside the repository"))
    func legacyArchivesBecomeControllers() throws {
        let workspace = try #require(Self.workspace)
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
    }

    private func graphFigures(_ workspace: Workspace) -> [(String, Int)] {
        let legacy = workspace.documents.filter { $0.format == .legacyArchive }
        let tabBars = workspace.documents.flatMap { workspace.tabBars(in: $0) }
        let legacyTabBars = legacy.flatMap { workspace.tabBars(in: $0) }
        let references = workspace.documents.flatMap { document in
            document.controllers.filter(\.isStoryboardReference).map { workspace.resolve($0, in: document) }
        }
        return [
            ("Interface Builder files", workspace.files.count),
            ("legacy `<archive>` xibs", legacy.count),
            ("controllers in legacy xibs", legacy.reduce(0) { $0 + $1.controllers.count }),
            ("tab bar controllers", tabBars.count),
            ("tabs", tabBars.reduce(0) { $0 + $1.tabs.count }),
            ("tab bar controllers in legacy xibs", legacyTabBars.count),
            ("tabs in legacy xibs", legacyTabBars.reduce(0) { $0 + $1.tabs.count }),
            ("storyboard references", references.count),
            ("storyboard references resolved", references.filter { $0.target != nil }.count),
            ("storyboard references into other bundles (not checked)", references.filter { if case .otherBundle = $0 { true } else { false } }.count),
        ]
    }

    /// Every `.strings` file of the set (not only those TabLint reads when linting) goes through the reader:
    /// nothing may crash, and a file that cannot be decoded is reported with its reason, not fatal.
    private func stringsFigures(_ real: URL, _ workspace: Workspace, _ result: LintResult) throws -> [(String, Int)] {
        let inventory = try FileDiscovery.inventory(under: [real])
        let tables = inventory.stringsFiles.sorted().map { path in
            StringsFileReader.read((try? SourceFile.read(URL(fileURLWithPath: path))) ?? SourceFile(url: URL(fileURLWithPath: path), bytes: []))
        }
        let failed = tables.filter { $0.problem != nil }
        for table in failed { print("real-world smoke: undecodable \(table.source.path): \(table.problem!.message)") }
        // Every key Foundation found has a place the scanner found (text-format files).
        for table in tables where table.problem == nil && !table.source.text.starts(with: Array("<".utf8)) {
            let unplaced = table.entries.keys.filter { table.keyRanges[$0] == nil }
            #expect(unplaced.isEmpty, "\(table.source.path): \(unplaced.prefix(3))")
        }
        let read = workspace.resources.stringsTables
        return [
            ("`.strings` files", tables.count),
            ("`.strings` files in UTF-16", tables.filter { $0.source.encoding == .utf16LittleEndian || $0.source.encoding == .utf16BigEndian }.count),
            ("`.strings` files in UTF-8 with BOM", tables.filter { $0.source.encoding == .utf8WithBOM }.count),
            ("`.strings` entries decoded", tables.reduce(0) { $0 + $1.entries.count }),
            ("`.strings` files that cannot be decoded", failed.count),
            ("`.strings` files read when linting (beside documents with tabs)", read.count),
            (
                "tabs whose title they translate (`title_based_tab_ordering`)",
                result.diagnostics.filter { $0.ruleID == "title_based_tab_ordering" && $0.message.contains("is translated in") }.count
            ),
        ]
    }

    /// Every asset catalog of the set; every image a tab bar item names is found, exempt (SF Symbol, embedded)
    /// or reported by `missing_tab_image`: nothing else.
    private func imageFigures(_ workspace: Workspace, _ result: LintResult) -> [(String, Int)] {
        let images = workspace.resources.images
        #expect(images.unreadableGroups.isEmpty, "\(images.unreadableGroups)")
        var named = 0
        var found = 0
        var otherCase = 0
        var exempt = 0
        for document in workspace.documents where document.platform.isUIKit {
            for item in document.controllers.compactMap(\.tabBarItem) {
                for name in [item.image, item.selectedImage].compactMap({ $0?.value }) where !name.isEmpty {
                    named += 1
                    if item.catalog == "system" || name.hasPrefix("tabBarItem:") {
                        exempt += 1
                    } else if images.provides(name) {
                        found += 1
                        if images.otherCase(of: name) != nil { otherCase += 1 }
                    }
                }
            }
        }
        let missing = result.diagnostics.filter { $0.ruleID == "missing_tab_image" }
        #expect(named == found + exempt + missing.count)
        return [
            ("asset catalogs", images.catalogCount),
            ("image, symbol and image-stack sets", images.imageSetCount),
            ("loose images", images.looseImageCount),
            ("images named by tab bar items", named),
            ("found in a catalog or image file", found),
            ("of which only in another letter case", otherCase),
            ("reported by `tab_image_name_case`", result.diagnostics.filter { $0.ruleID == "tab_image_name_case" }.count),
            ("SF Symbols or embedded", exempt),
            ("reported by `missing_tab_image`", missing.count),
        ]
    }
}

extension RealWorldSmokeTests {
    /// The false findings of `../shared/corpus/judgments.tsv` that need no code to avoid (IB constructs the
    /// decoder misread, launch screens, `.xcloc` copies, translations equal to the base title, text-only bars)
    /// must not come back: each judged row whose reason names such a cause must be absent.
    @Test(.enabled(if: real != nil, "../shared is not beside the repository"))
    func falseFindingsThatNeedNoCodeStayGone() throws {
        let real = try #require(Self.real)
        let judgments = try String(contentsOf: real.deletingLastPathComponent().appendingPathComponent("judgments.tsv"), encoding: .utf8)
        let causes = ["imageReference", "localizableString", "xcloc", "placeholder (title=", "empty IB-generated", "text-only", "launch"]
        let rows = judgments.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let dataOnly = rows.filter { row in row.count > 4 && row[3] != "TP" && causes.contains { row[4].contains($0) } }
        #expect(dataOnly.count >= 30, "the judgments name at least 30 such findings")
        let workspace = try #require(Self.workspace)
        let result = Linter(ruleTypes: RuleRegistry.all, configuration: Self.allRulesConfiguration).lint(workspace)
        let given = Set(
            result.diagnostics.map { diagnostic -> String in
                let path = String(diagnostic.location.file.path.dropFirst(real.standardizedFileURL.path.count + 1))
                let line = diagnostic.location.file.position(of: diagnostic.location.range.lowerBound, in: .utf8).line + 1
                return "\(diagnostic.ruleID) \(path):\(line)"
            })
        let back = dataOnly.filter { given.contains("\($0[0]) \($0[2])") }
        #expect(back.isEmpty, "false findings back: \(back.map { "\($0[0]) \($0[2]) (\($0[4]))" })")
        #expect(!result.diagnostics.contains { $0.location.file.path.contains(".xcloc/") }, "nothing in .xcloc copies")
        // The true positives stay.
        for truth in rows.filter({ $0.count > 3 && $0[3] == "TP" }) {
            #expect(given.contains("\(truth[0]) \(truth[2])"), "true positive lost: \(truth[0]) \(truth[2])")
        }
    }
}
