import Foundation
import TabLintCore
import TabLintModel
import TabLintSource

/// Small helpers for building documents in tests.
package enum Fixtures {
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
}
