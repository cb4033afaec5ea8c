import TabLintTestSupport
import Testing

@testable import TabLintXcode

/// `join(standardized:_:)` takes a shortcut for plain relative paths: its results must be `join`'s.
struct ProjectPathTests {
    static let bases = ["/", "/p", "/p/App", "/p/My App/Sources"]
    static let paths = [
        "", "a", "a/b.swift", "Base.lproj/Main.storyboard", ".", "..", "./a", "a/./b", "a/../b", "../x", "a//b", "a/",
        "/abs/a", "/abs/../b", ".hidden", "..dots", "a/.b/..c", "Grüße/Ünïcode.swift", "with space/x",
    ]

    @Test(arguments: bases) func theShortcutJoinsAsJoinDoes(_ base: String) {
        for path in Self.paths {
            #expect(ProjectPath.join(standardized: base, path) == ProjectPath.join(base, path), "\(base) + \(path)")
        }
    }
}

/// A path is inside a folder when it is the folder or lies under it, component by component.
@Test func aPathIsInsideItselfAndTheFoldersAboveIt() {
    #expect(ProjectPath.isInside("/a/b", folder: "/a/b"))
    #expect(ProjectPath.isInside("/a/b/c.xcassets", folder: "/a/b"))
    #expect(ProjectPath.isInside("/a", folder: "/"))
    #expect(!ProjectPath.isInside("/a/bc.xcassets", folder: "/a/b"))
    #expect(!ProjectPath.isInside("/a/b", folder: "/a/b/c"))
}

/// `SynchronizedFolder.isUnder` looks the folders above a path up in the set when the set is large: the same answer
/// as comparing the path with every entry.
@Test func aPathIsUnderAFolderOfALargeSetWhenItIsUnderOneOfItsEntries() {
    let names = ["a", "b", "ab", "a.lproj", "c d", "é"]
    var generator = SplitMix64(seed: 5)
    func randomPath(absolute: Bool) -> String {
        let depth = Int(generator.next() % 4) + 1
        let parts = (0..<depth).map { _ in names[Int(generator.next() % UInt64(names.count))] }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }
    for round in 0..<200 {
        var folders = Set((0..<(9 + round % 20)).map { _ in randomPath(absolute: true) })
        if round % 7 == 0 { folders.insert("/") }
        for _ in 0..<30 {
            let path = randomPath(absolute: generator.next() % 5 != 0)
            let expected = folders.contains { ProjectPath.isInside(path, folder: $0) }
            #expect(SynchronizedFolder.isUnder(path, oneOf: folders) == expected, "\(path) in \(folders)")
        }
    }
}

/// The localization folder comes out of a path as splitting it into components and joining the rest did.
@Test func removingTheLocalizationFolderKeepsTheRestOfThePath() {
    func byComponents(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = parts.lastIndex(where: { $0.hasSuffix(".lproj") }) else { return nil }
        var rest = parts
        rest.remove(at: index)
        return rest.joined(separator: "/")
    }
    let paths = [
        "/a/en.lproj/Main.storyboard", "/a/en.lproj", "en.lproj/b", "en.lproj", "/en.lproj/b", "/a/b", "", "/", ".lproj",
        "/a/en.lproj/b/de.lproj/c", "/a//en.lproj//b", "/a/en.lprojx/b", "/a/enlproj/b", "/é/Base.lproj/Ü.xib", "a/", "/a/en.lproj/",
    ]
    for path in paths {
        #expect(ProjectPath.removingLocalizationFolder(path) == byComponents(path), "\(path)")
    }
}

/// The last component is cut at the `/` byte: a combining mark after it belongs to the name, though as `Character`s it
/// joins the `/`.
@Test func theLastComponentKeepsACombiningMarkThatStartsIt() {
    #expect(ProjectPath.lastComponent("/p/\u{301}Main.storyboard") == "\u{301}Main.storyboard")
}
