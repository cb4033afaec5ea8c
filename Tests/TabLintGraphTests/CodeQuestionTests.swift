import Foundation
import TabLintCode
import TabLintCore
import TabLintGraph
import Testing

/// Each question about an app's code parses only the files that can answer it (`CodeLibrary`), and answers as
/// parsing every file would.
@Suite struct CodeQuestionTests {
    static let root = "/code-question-test"

    static let sources: [String: String] = [
        "AppDelegate.swift": """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var tabBarController: UITabBarController?
            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
        }
        """,
        "TabOrder.swift": """
        final class Tabs: UITabBarController, UITabBarControllerDelegate {
            func tabBarController(_ controller: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
                UserDefaults.standard.set(viewControllers.map { $0.title ?? "" }, forKey: "tabOrder")
            }
        }
        """,
        "Feed.swift": """
        final class FeedViewController: UIViewController {
            override func viewDidLoad() { tabBarItem.image = UIImage(systemName: "list.bullet") }
        }
        """,
        "Other.swift": """
        final class OtherViewController: UIViewController {
            override func viewDidLoad() { tabBarController?.tabBar.isHidden = true }
        }
        """,
        "Model.swift": "struct Model { let name: String }",
    ]

    static func workspace() -> Workspace {
        let storyboard = Example.storyboard(#"<viewController id="home" sceneMemberID="viewController"/>"#, initial: "home")
        var files = sources.mapValues { Array($0.utf8) }
        files["Main.storyboard"] = Array(storyboard.utf8)
        files["Package.swift"] = Array("// swift-tools-version:5.9".utf8)
        return Workspace.inMemory(
            Dictionary(uniqueKeysWithValues: files.map { ("\(root)/\($0.key)", $0.value) }), roots: [URL(fileURLWithPath: root)])
    }

    @Test func eachQuestionParsesOnlyTheFilesThatCanAnswerIt() throws {
        let workspace = Self.workspace()
        let document = try #require(workspace.document(at: URL(fileURLWithPath: "\(Self.root)/Main.storyboard")))
        let knowledge = workspace.resources.knowledge
        let code = workspace.code(for: document.source)
        #expect(code.hasCode)
        #expect(knowledge.sourceFilesParsed == 0, "nothing is read before a question")

        let optIn = try #require(code.restorationOptIn)
        #expect(optIn.file.hasSuffix("/AppDelegate.swift"))
        #expect(knowledge.sourceFilesConsidered == 6, "every source file (Package.swift too) is read once")
        #expect(knowledge.sourceFilesParsed == 1, "only the file with ApplicationState")

        let persisted = try #require(code.persistence(by: .title))
        #expect(persisted.file.hasSuffix("/TabOrder.swift"))
        #expect(knowledge.sourceFilesParsed == 2, "and the file that writes user defaults")

        let image = code.facts(inClass: "App.FeedViewController", where: { $0 == .tabImageSetInCode })
        #expect(image.map(\.line) == [2])
        #expect(knowledge.sourceFilesParsed == 3, "and the file that names the class")
        #expect(code.facts(inClass: "Missing", where: { _ in true }).isEmpty)
        #expect(knowledge.sourceFilesParsed == 3, "Other.swift mentions the tab bar, but no question needed it")
        // The cited file's text is kept for related information.
        #expect(code.location(of: persisted) != nil)
    }
}
