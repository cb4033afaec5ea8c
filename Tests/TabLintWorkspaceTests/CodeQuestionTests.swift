import Foundation
import TabLintCode
import TabLintCore
import TabLintTestSupport
import TabLintWorkspace
import Testing

/// Rules look answers up; the evidence phase answers the questions they noted, parsing only the files that can
/// answer each (`CodeIndex`).
@Suite struct CodeQuestionTests {
    static let root = "/code-question-test"

    static func workspace() -> Workspace {
        let storyboard = Example.storyboard(#"<viewController id="home" sceneMemberID="viewController"/>"#, initial: "home")
        var files = Fixtures.appSources.mapValues { Array($0.utf8) }
        files["Main.storyboard"] = Array(storyboard.utf8)
        files["Package.swift"] = Array("// swift-tools-version:5.9".utf8)
        return Workspace.inMemory(
            Dictionary(uniqueKeysWithValues: files.map { ("\(root)/\($0.key)", $0.value) }), roots: [URL(fileURLWithPath: root)])
    }

    @Test func eachQuestionParsesOnlyTheFilesThatCanAnswerIt() throws {
        var workspace = Self.workspace()
        let document = try #require(workspace.document(at: URL(fileURLWithPath: "\(Self.root)/Main.storyboard")))
        /// Asks what `body` asks, then has the evidence phase answer it; returns what `body` returned before and after.
        func ask<Answer>(_ body: (CodeEvidence) -> Answer) -> (before: Answer, after: Answer) {
            let asked = CodeQuestions()
            let before = body(workspace.code(for: document.source, asked: asked))
            workspace = workspace.answering(asked)
            let again = CodeQuestions()
            let after = body(workspace.code(for: document.source, asked: again))
            #expect(again.isEmpty, "an answered question is not asked again")
            return (before, after)
        }
        func counts() -> [Int] { [workspace.resources.knowledge.sourceFilesConsidered, workspace.resources.knowledge.sourceFilesParsed] }

        #expect(ask(\.hasCode) == (true, true), "unanswered, the bundle is taken to have code, so its questions are noted")
        #expect(counts() == [0, 0], "no question yet: nothing is read")

        let optIn = ask(\.restorationOptIn)
        #expect(optIn.before == nil, "a rule never waits for the code: unanswered is nothing found")
        #expect(try #require(optIn.after).file.hasSuffix("/AppDelegate.swift"))
        #expect(counts() == [6, 1], "every source file (Package.swift too) is read once; only the file with ApplicationState is parsed")

        let persisted = try #require(ask { $0.persistence(by: .title) }.after)
        #expect(persisted.file.hasSuffix("/TabOrder.swift"))
        #expect(counts() == [6, 2], "and the file that writes user defaults")

        let image = ask { $0.facts(inClass: "App.FeedViewController", where: { if case .tabItemSet = $0 { true } else { false } }) }.after
        #expect(image.map(\.line) == [2])
        #expect(counts() == [6, 3], "and the file that names the class")
        #expect(ask { $0.facts(inClass: "Missing", where: { _ in true }) }.after.isEmpty)
        #expect(counts() == [6, 3], "Other.swift mentions the tab bar, but no question needed it")
        // The cited file's text is kept for related information.
        #expect(workspace.code(for: document.source).location(of: persisted) != nil)
    }

    /// A project without a source file or an Xcode project has no code: its questions are answered "nothing" without
    /// being noted, so a lint of IB files alone never lints a document again for their answers.
    @Test func aProjectWithoutCodeAsksNothing() throws {
        let storyboard = Example.storyboard(#"<viewController id="home" sceneMemberID="viewController"/>"#, initial: "home")
        let files = [
            "\(Self.root)/Main.storyboard": Array(storyboard.utf8),
            "\(Self.root)/Assets.xcassets/feed.imageset/Contents.json": Array(#"{"images":[]}"#.utf8),
        ]
        let workspace = Workspace.inMemory(files, roots: [URL(fileURLWithPath: Self.root)])
        let document = try #require(workspace.document(at: URL(fileURLWithPath: "\(Self.root)/Main.storyboard")))
        #expect(!workspace.bundles(of: document.source).isEmpty, "the document ships in a bundle, whose code is asked about")
        let asked = CodeQuestions()
        let code = workspace.code(for: document.source, asked: asked)
        #expect(!code.hasCode && code.restorationOptIn == nil && code.titles(inClass: "App.Home").isEmpty && code.tabBarsBuilt.isEmpty)
        #expect(asked.isEmpty)
    }

    /// The titles a class gives itself are read from the files that declare or extend it, and a controller made by
    /// an identifier from the files that spell it: files that merely use the class, or make other controllers, are
    /// never parsed for them.
    @Test func titleAndInstantiationQuestionsParseOnlyTheFilesThatCanAnswer() throws {
        let sources = [
            "History.swift": #"final class HistoryViewController: UIViewController { override func viewDidLoad() { title = "Recent" } }"#,
            "Router.swift": #"struct Router { func show() { let history = HistoryViewController(); history.title = "Other" } }"#,
            "Flow.swift": #"enum Flow { static func save() { _ = storyboard.instantiateViewController(withIdentifier: "Save") } }"#,
            "Edit.swift": #"enum Edit { static func edit() { _ = storyboard.instantiateViewController(withIdentifier: "Edit") } }"#,
        ]
        var files = sources.mapValues { Array($0.utf8) }
        files["Main.storyboard"] = Array(Example.storyboard(#"<viewController id="home" sceneMemberID="viewController"/>"#, initial: "home").utf8)
        files["Package.swift"] = Array("// swift-tools-version:5.9".utf8)
        var workspace = Workspace.inMemory(
            Dictionary(uniqueKeysWithValues: files.map { ("\(Self.root)/\($0.key)", $0.value) }), roots: [URL(fileURLWithPath: Self.root)])
        let document = try #require(workspace.document(at: URL(fileURLWithPath: "\(Self.root)/Main.storyboard")))
        func ask<Answer>(_ body: (CodeEvidence) -> Answer) -> Answer {
            let asked = CodeQuestions()
            _ = body(workspace.code(for: document.source, asked: asked))
            workspace = workspace.answering(asked)
            return body(workspace.code(for: document.source))
        }
        let titles = ask { $0.titles(inClass: "App.HistoryViewController") }
        #expect(titles.map(\.kind) == [.controllerTitleSet(.literal("Recent"))])
        #expect(workspace.resources.knowledge.sourceFilesParsed == 1, "Router.swift uses the class and sets a title, but not its own")
        let made = try #require(ask { $0.instantiation(ofIdentifier: "Save") })
        #expect(made.file.hasSuffix("/Flow.swift"))
        #expect(workspace.resources.knowledge.sourceFilesParsed == 2, "Edit.swift makes another controller")
        #expect(ask { $0.instantiation(ofIdentifier: "Missing") } == nil)
    }
}
