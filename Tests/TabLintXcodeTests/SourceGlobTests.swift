import Foundation
import Testing

@testable import TabLintXcode

/// `SourceGlob`: XcodeGen's `excludes`/`includes` patterns, Bash 4 globs with globstar.
struct SourceGlobTests {
    private func matching(_ pattern: String, _ paths: [String]) -> [String] {
        let glob = SourceGlob(pattern)
        return paths.filter { glob.matches($0[...]) }
    }

    @Test func starAndQuestionMarkStayWithinAComponent() {
        let paths = ["A.swift", "AB.swift", "Sub/A.swift", "A.swiftx", ".A.swift"]
        #expect(matching("*.swift", paths) == ["A.swift", "AB.swift"])
        #expect(matching("?.swift", paths) == ["A.swift"])
        #expect(matching("Sub/*", paths) == ["Sub/A.swift"])
        // A leading `.` is matched only by a `.`.
        #expect(matching(".*", paths) == [".A.swift"])
    }

    /// As XcodeGen lists folders for `**`: hidden ones too, but not `Pods` or `node_modules` where it starts.
    @Test func globstarMatchesAnyNumberOfFolders() {
        let paths = ["a.md", "Docs/a.md", "Docs/Deep/b.md", "Docs/a.txt", ".git/c.md", "Docs/.e.md", "Pods/f.md", "Docs/Pods/g.md"]
        #expect(matching("**/*.md", paths) == ["a.md", "Docs/a.md", "Docs/Deep/b.md", ".git/c.md", "Docs/Pods/g.md"])
        #expect(matching("Docs/**", paths) == ["Docs/a.md", "Docs/Deep/b.md", "Docs/a.txt", "Docs/.e.md", "Docs/Pods/g.md"])
        #expect(matching("Docs/**/*.md", paths) == ["Docs/a.md", "Docs/Deep/b.md"])
        #expect(matching("**/**/*.md", paths) == matching("**/*.md", paths))
    }

    @Test func aPatternThatMatchesAFolderMatchesEverythingInIt() {
        #expect(
            matching("Legacy", ["Legacy/Old.storyboard", "Legacy/Deep/A.xib", "LegacyX/A.xib", "Legacy"]) == [
                "Legacy/Old.storyboard", "Legacy/Deep/A.xib", "Legacy",
            ])
        #expect(matching("*/Tests", ["Module/Tests/A.swift", "Tests/A.swift"]) == ["Module/Tests/A.swift"])
    }

    @Test func bracketsAndBracesAsInXcodeGensExamples() {
        let paths = ["ios/a.m", "ios/a.h", "ios/a.c", "configs/server1.json", "configs/server5.json", "x-Private.h"]
        #expect(matching("ios/*.[mh]", paths) == ["ios/a.m", "ios/a.h"])
        #expect(matching("ios/*.[!mh]", paths) == ["ios/a.c"])
        #expect(matching("configs/server[0-2].json", paths) == ["configs/server1.json"])
        #expect(matching("*-Private.h", paths) == ["x-Private.h"])
        #expect(matching("{ios,configs}/*.{c,json}", paths) == ["ios/a.c", "configs/server1.json", "configs/server5.json"])
        #expect(matching("ios/a.{m}", paths) == [])
        #expect(matching("ios/a.{m}", ["ios/a.{m}"]) == ["ios/a.{m}"])
        #expect(matching("ios/a.[", ["ios/a.["]) == ["ios/a.["])
        #expect(matching(#"ios/\*.m"#, ["ios/*.m", "ios/a.m"]) == ["ios/*.m"])
    }

    /// Patterns that take exponential time to backtrack through are matched in time linear in their size.
    @Test func pathologicalPatternsStayFast() {
        let started = Date()
        let name = String(repeating: "a", count: 200)
        #expect(!SourceGlob(String(repeating: "*a", count: 30) + "b").matches(name[...]))
        let deep = Array(repeating: "d", count: 30).joined(separator: "/")
        #expect(!SourceGlob(Array(repeating: "**/d", count: 25).joined(separator: "/") + "/x").matches(deep[...]))
        #expect(SourceGlob(String(repeating: "{a,b}", count: 40)).matches("ab"[...]) == false)
        #expect(Date().timeIntervalSince(started) < 2)
    }
}
