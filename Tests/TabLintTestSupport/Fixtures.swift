import Foundation
import TabLintCore
import TabLintModel
import TabLintSource

/// Small helpers for building documents in tests.
package enum Fixtures {
    /// An app's Swift sources for tests of the code evidence: an app delegate that opts in to restoration, a tab bar
    /// controller that persists the tab order by title, a controller that sets its tab image, one that names the tab
    /// bar without anything rules weigh, and a file with no trigger word.
    package static let appSources: [String: String] = [
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

    /// Loads a document from text at a pretend path.
    package static func load(_ text: String, path: String = "/tablint-test/Main.storyboard") -> LoadedFile {
        DocumentLoader.load(SourceFile(url: URL(fileURLWithPath: path), text: text))
    }

    /// Decodes a storyboard whose scene holds `scenes` (see `Example.storyboard`).
    package static func storyboard(
        _ scenes: String, initial: String? = nil, runtime: String = "iOS.CocoaTouch",
        path: String = "/tablint-test/Main.storyboard"
    ) -> IBDocument? {
        load(Example.storyboard(scenes, initial: initial, runtime: runtime), path: path).document
    }

    /// A `project.pbxproj` holding `objects` (one `ID = {...};` per element) and naming `root` its root object.
    package static func pbxproj(objects: [String], root: String = "P000") -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
        \(objects.map { "        " + $0 }.joined(separator: "\n"))
            };
            rootObject = \(root);
        }
        """
    }

    /// The repository's root folder (tests live in `Tests/<Target>/`).
    package static func repositoryRoot(file: StaticString = #filePath) -> URL {
        URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `../shared` beside the repository, when present.
    package static var sharedFolder: URL? {
        let shared = repositoryRoot().deletingLastPathComponent().appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: shared.path) ? shared : nil
    }

    /// One folder per real app, sorted: those under the roots `TABLINT_REAL_PROJECTS=/path/a:/path/b` names (the
    /// copies with Xcode projects and code, see `RealProjectsTests`), else under `../shared/corpus/real` (IB files
    /// only); none when neither is there.
    package static func realAppFolders() throws -> [URL] {
        let roots =
            ProcessInfo.processInfo.environment["TABLINT_REAL_PROJECTS"].map { $0.split(separator: ":").map { URL(fileURLWithPath: String($0)) } }
            ?? sharedFolder.map { [$0.appendingPathComponent("corpus/real")] } ?? []
        var folders: [URL] = []
        for root in roots {
            for app in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
                let folder = root.appendingPathComponent(app)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue { folders.append(folder) }
            }
        }
        return folders
    }
}
