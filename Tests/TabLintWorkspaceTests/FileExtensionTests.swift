import TabLintCode
import Testing

@testable import TabLintWorkspace

@Suite struct FileExtensionTests {
    /// What the walk did before `FileExtension`: the text after the last `.`, lower-cased, looked up in the set.
    private func wanted(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return FileDiscovery.wantedExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    @Test func itsCasesAreTheWalksWantedExtensions() {
        #expect(Set(FileExtension.allCases.map(\.rawValue)) == FileDiscovery.wantedExtensions)
    }

    @Test func itsSourcesAreTheFilesTheCodeReaderReads() {
        #expect(Set(FileExtension.allCases.filter(\.isSource).map(\.rawValue)) == CodeReader.extensions)
    }

    @Test func agreesWithLowerCasingAndTheSetOnEveryKindOfName() {
        var names: [String] = []
        for spelling in FileDiscovery.wantedExtensions {
            let capitalized = spelling.prefix(1).uppercased() + spelling.dropFirst()
            for spelled in [spelling, spelling.uppercased(), capitalized] {
                names += ["File.\(spelled)", ".\(spelled)", "a.b.\(spelled)", "File.\(spelled)x", "File.x\(spelled)", "File\(spelled)"]
            }
        }
        names += [
            "", ".", "..", "File.", "File", "Ünïcode.PNG", "File.png.txt", "File.pn", "File.storyboarD", "File.\u{212A}",
            "File.he\u{130}c", "File.\u{FF50}ng", "Makefile", "File.SWIFT ", " .h", "File.png\u{0}", "File.\u{0}h",
        ]
        for name in names {
            #expect((FileExtension.of(name, leadingDot: true) != nil) == wanted(name), "\(name)")
            let afterDot = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]).lowercased() }
            let expected = name.hasPrefix(".") && name.lastIndex(of: ".") == name.startIndex ? nil : afterDot
            let kept = expected.flatMap { FileDiscovery.wantedExtensions.contains($0) ? $0 : nil }
            #expect(FileExtension.of(name, leadingDot: false)?.rawValue == kept, "\(name)")
        }
    }
}
