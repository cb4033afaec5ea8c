import Foundation
import TabLintCore
import TabLintRules
import TabLintTestSupport
import TabLintWorkspace
import Testing

/// The evidence phase reads the code the rules ask about, and parses only what can answer: for a bar of two or more
/// tabs, the rule on persisted tab order asks about the sources of the targets that list the document, or its
/// folder's when none does; for a tab with a finding on its item, the rules ask which code changes tab items; and
/// every bundle is asked which tab bars its code builds.
@Suite struct EvidencePhaseTests {
    static let root = "/evidence-phase-test"

    /// Target "App" lists `Main.storyboard` and compiles `AppDelegate.swift` and `TabOrder.swift` only.
    static let pbxproj = Fixtures.pbxproj(objects: [
        #"B100 = {isa = PBXBuildFile; fileRef = F100; };"#,
        #"B101 = {isa = PBXBuildFile; fileRef = F101; };"#,
        #"B102 = {isa = PBXBuildFile; fileRef = F102; };"#,
        #"F100 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };"#,
        #"F101 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };"#,
        #"F102 = {isa = PBXFileReference; path = TabOrder.swift; sourceTree = "<group>"; };"#,
        #"G000 = {isa = PBXGroup; children = (F100, F101, F102, ); sourceTree = "<group>"; };"#,
        #"R100 = {isa = PBXResourcesBuildPhase; files = (B100, ); };"#,
        #"S100 = {isa = PBXSourcesBuildPhase; files = (B101, B102, ); };"#,
        #"T100 = {isa = PBXNativeTarget; buildPhases = (R100, S100, ); name = App; productType = "com.apple.product-type.application"; };"#,
        #"P000 = {isa = PBXProject; mainGroup = G000; projectDirPath = ""; targets = (T100, ); };"#,
    ])

    /// `Main.storyboard` with a tab bar controller of `tabs` tabs, or a plain controller when `tabs` is nil; in a
    /// Swift package folder, or beside an Xcode project (`pbxproj`).
    static func workspace(tabs: Int?, project: Bool = false) -> Workspace {
        let scenes: String
        if let tabs {
            let segues = (0..<tabs).map { #"<segue destination="tab\#($0)" kind="relationship" relationship="viewControllers" id="s\#($0)"/>"# }
            scenes =
                #"<tabBarController id="tabs" sceneMemberID="viewController"><connections>"# + segues.joined()
                + "</connections></tabBarController>"
                + (0..<tabs).map { #"<viewController id="tab\#($0)" sceneMemberID="viewController"/>"# }.joined(separator: "\n")
        } else {
            scenes = #"<viewController id="tabs" sceneMemberID="viewController"/>"#
        }
        var files = Fixtures.appSources.mapValues { Array($0.utf8) }
        files["Main.storyboard"] = Array(Example.storyboard(scenes, initial: "tabs").utf8)
        if project {
            files["App.xcodeproj/project.pbxproj"] = Array(pbxproj.utf8)
        } else {
            files["Package.swift"] = Array("// swift-tools-version:5.9".utf8)
        }
        return Workspace.inMemory(
            Dictionary(uniqueKeysWithValues: files.map { ("\(root)/\($0.key)", $0.value) }), roots: [URL(fileURLWithPath: root)])
    }

    /// What the report counts after a lint: source files read, and parsed.
    static func counts(_ workspace: Workspace) throws -> [Int] {
        let linted = try #require(Linter(ruleTypes: RuleRegistry.all).lint(workspace).workspace)
        return [linted.resources.knowledge.sourceFilesConsidered, linted.resources.knowledge.sourceFilesParsed]
    }

    @Test func aTabBarDocumentsFolderCodeIsReadAndWhatCanAnswerPersistenceParsed() throws {
        // Every source file of the folder (Package.swift too); TabOrder.swift has a trigger word and user defaults, and
        // Feed.swift names a tab bar item: the blank tabs' findings ask whether the code gives them their items.
        #expect(try Self.counts(Self.workspace(tabs: 2)) == [6, 2])
    }

    @Test func aTargetsDocumentReadsOnlyThatTargetsCode() throws {
        // AppDelegate.swift and TabOrder.swift, the sources target App compiles.
        #expect(try Self.counts(Self.workspace(tabs: 2, project: true)) == [2, 1])
    }

    @Test(arguments: [nil, 0]) func withoutATabTheCodeIsOnlyScannedForTabBarsItBuilds(tabs: Int?) throws {
        // Every source file is scanned for the words of a tab bar built in code; only TabOrder.swift, which sets
        // a tab bar controller's `viewControllers`, can build one and is parsed.
        #expect(try Self.counts(Self.workspace(tabs: tabs)) == [6, 1])
    }

    @Test func aTabWithoutPersistenceQuestionsParsesOnlyTheCodeThatChangesItemsOrBuildsTabBars() throws {
        // One blank tab: no order to persist, but whether code gives it an item decides its finding (Feed.swift); and
        // TabOrder.swift sets a tab bar controller's `viewControllers`.
        #expect(try Self.counts(Self.workspace(tabs: 1)) == [6, 2])
    }

    @Test func loadingReadsNoCode() throws {
        let knowledge = Self.workspace(tabs: 2).resources.knowledge
        #expect(knowledge.sourceFilesConsidered == 0)
        #expect(knowledge.sourceFilesParsed == 0)
    }
}
