import Testing

@testable import TabLintProject

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
