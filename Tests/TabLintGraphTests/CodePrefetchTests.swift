import Foundation
import TabLintCode
import TabLintCore
import TabLintTestSupport
import Testing

@testable import TabLintGraph

/// A UIKit document with a tab bar controller of two or more tabs starts the reading of its bundle's code during the
/// document pass: the sources of the targets that list it, or its folder's when none does. The questions rules ask
/// later answer as without it, and the report counts only what they asked for.
@Suite struct CodePrefetchTests {
    static let root = "/code-prefetch-test"

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
        var files = CodeQuestionTests.sources.mapValues { Array($0.utf8) }
        files["Main.storyboard"] = Array(Example.storyboard(scenes, initial: "tabs").utf8)
        if project {
            files["App.xcodeproj/project.pbxproj"] = Array(pbxproj.utf8)
        } else {
            files["Package.swift"] = Array("// swift-tools-version:5.9".utf8)
        }
        return Workspace.inMemory(
            Dictionary(uniqueKeysWithValues: files.map { ("\(root)/\($0.key)", $0.value) }), roots: [URL(fileURLWithPath: root)])
    }

    @Test func aTabBarDocumentReadsItsFoldersCodeAheadAndParsesWhatCanAnswerPersistence() throws {
        let knowledge = Self.workspace(tabs: 2).resources.knowledge
        let library = try #require(knowledge.library)
        #expect(library.filesTouched.read == 6, "every source file of the folder, Package.swift too")
        #expect(library.filesTouched.parsed == 1, "TabOrder.swift: a trigger word and user defaults")
        #expect(knowledge.sourceFilesConsidered == 0, "nothing asked yet: the report counts nothing")
        #expect(knowledge.sourceFilesParsed == 0)
    }

    @Test func aTargetsDocumentReadsOnlyThatTargetsCodeAhead() throws {
        let library = try #require(Self.workspace(tabs: 2, project: true).resources.knowledge.library)
        #expect(library.filesTouched.read == 2, "AppDelegate.swift and TabOrder.swift, the sources target App compiles")
        #expect(library.filesTouched.parsed == 1, "TabOrder.swift")
    }

    @Test(arguments: [nil, 0, 1]) func withoutABarOfTwoTabsNothingIsReadAhead(tabs: Int?) throws {
        // The rule that asks about persistence asks only about bars of two or more tabs.
        let library = try #require(Self.workspace(tabs: tabs).resources.knowledge.library)
        #expect(library.filesTouched.read == 0)
        #expect(library.filesTouched.parsed == 0)
    }

    @Test(arguments: [false, true]) func answersAndCountsAreThoseOfALibraryThatReadNothingAhead(project: Bool) throws {
        var answers: [String] = []
        var counts: [[Int]] = []
        for tabs in [2, nil] {
            let workspace = Self.workspace(tabs: tabs, project: project)
            let document = try #require(workspace.document(at: URL(fileURLWithPath: "\(Self.root)/Main.storyboard")))
            let code = workspace.code(for: document.source)
            let persisted = [TabKey.title, .className, .restorationIdentifier, .index, .unknown].compactMap { code.persistence(by: $0) }
            let feed = code.facts(inClass: "FeedViewController") { _ in true }
            answers.append(
                "\(persisted.map { "\($0.file):\($0.line)" }) \(code.restorationOptIn.map { "\($0.file):\($0.line)" } ?? "-") \(feed.count)")
            let knowledge = workspace.resources.knowledge
            counts.append([knowledge.sourceFilesConsidered, knowledge.sourceFilesParsed])
        }
        #expect(answers[0] == answers[1])
        #expect(counts[0] == counts[1])
        #expect(counts[0] == (project ? [2, 2] : [6, 3]))
    }
}
