import Foundation
import Testing

@testable import TabLintSource

/// `SourceFile.baseName` and `folderPath` split at the last `.` and `/` byte, as the file system does.
struct SourceFileTests {
    private func file(_ path: String) -> SourceFile { SourceFile(url: URL(fileURLWithPath: path), bytes: []) }

    @Test(arguments: [
        ("/App/Base.lproj/Main.storyboard", "Main", "/App/Base.lproj"),
        ("/App/de.lproj/Main.strings", "Main", "/App/de.lproj"),
        ("/App/Some.Name.xib", "Some.Name", "/App"),
        ("/App/.hidden", ".hidden", "/App"),
        ("/App/README", "README", "/App"),
        ("/Äpp/Überblick.storyboard", "Überblick", "/Äpp"),
        // A combining mark after the dot makes `.` and the mark one Character: a Character search missed this dot.
        ("/App/Main.\u{301}storyboard", "Main", "/App"),
    ])
    func splitsAtTheLastByte(path: String, baseName: String, folder: String) {
        let source = file(path)
        #expect(source.baseName == baseName)
        #expect(source.folderPath == folder)
    }
}
