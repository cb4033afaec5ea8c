import Foundation
import TabLintCode
import TabLintCore
import Testing

@testable import TabLintGraph

/// A UIKit document with a tab bar controller starts the reading of its folder's code during the document pass;
/// the questions rules ask later answer as without it, and the report counts only what they asked for.
@Suite struct CodePrefetchTests {
    static let root = "/code-prefetch-test"

    static func workspace(tabBar: Bool) -> Workspace {
        let scenes =
            tabBar
            ? #"<tabBarController id="tabs" sceneMemberID="viewController"/>"#
            : #"<viewController id="tabs" sceneMemberID="viewController"/>"#
        var files = CodeQuestionTests.sources.mapValues { Array($0.utf8) }
        files["Main.storyboard"] = Array(Example.storyboard(scenes, initial: "tabs").utf8)
        files["Package.swift"] = Array("// swift-tools-version:5.9".utf8)
        return Workspace.inMemory(
            Dictionary(uniqueKeysWithValues: files.map { ("\(root)/\($0.key)", $0.value) }), roots: [URL(fileURLWithPath: root)])
    }

    @Test func aTabBarDocumentReadsItsFoldersCodeAheadAndParsesWhatCanAnswerPersistence() throws {
        let knowledge = Self.workspace(tabBar: true).resources.knowledge
        let library = try #require(knowledge.library)
        #expect(library.filesTouched.read == 6, "every source file of the folder, Package.swift too")
        #expect(library.filesTouched.parsed == 1, "TabOrder.swift: a trigger word and user defaults")
        #expect(knowledge.sourceFilesConsidered == 0, "nothing asked yet: the report counts nothing")
        #expect(knowledge.sourceFilesParsed == 0)
    }

    @Test func withoutATabBarNothingIsReadAhead() throws {
        let library = try #require(Self.workspace(tabBar: false).resources.knowledge.library)
        #expect(library.filesTouched.read == 0)
        #expect(library.filesTouched.parsed == 0)
    }

    @Test func answersAndCountsAreThoseOfALibraryThatReadNothingAhead() throws {
        var answers: [String] = []
        var counts: [[Int]] = []
        for tabBar in [true, false] {
            let workspace = Self.workspace(tabBar: tabBar)
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
        #expect(counts[0] == [6, 3])
    }
}
