import Foundation
import Testing

@testable import TabLintCode

private struct Unreadable: Error {}

@Test func readsOnlySourceFilesAndParsesOnlyTriggeredOnes() {
    let files: [String: String] = [
        // User defaults without a tab bar in sight: another setting, not parsed.
        "/app/A.swift": "class A { func f() { UserDefaults.standard.set(1, forKey: \"k\") } }",
        "/app/E.swift": "class E: UITabBarController { override func viewDidLoad() { tabBar.items?[0].title = \"E\" } }",
        "/app/B.swift": "struct B { let x = 1 }",
        "/app/C.m": "@implementation C\n- (void)f { self.restorationIdentifier = @\"c\"; }\n@end",
        "/app/D.h": "@interface D : NSObject\n@end",
        "/app/notes.txt": "self.restorationIdentifier = @\"c\";",
    ]
    let result = CodeReader.facts(in: files.keys.sorted()) { path in
        guard let text = files[path] else { throw Unreadable() }
        return Array(text.utf8)
    }
    #expect(result.filesConsidered == 5)
    #expect(result.filesParsed == 2)
    #expect(result.issues.isEmpty)
    #expect(
        kinds(result.facts) == [
            .restorationIdentifierSet(value: "c"), .classDeclared(superclass: "UITabBarController"),
            .tabItemSet(TabItemChange(part: .title, target: .index(0), title: .literal("E"))),
        ])
    #expect(result.facts.map(\.file) == ["/app/C.m", "/app/E.swift", "/app/E.swift"])
}

@Test func anUnreadableFileIsAnIssue() {
    let result = CodeReader.facts(in: ["/app/Gone.swift"]) { _ in throw Unreadable() }
    #expect(result.issues.map(\.file) == ["/app/Gone.swift"])
    #expect(result.filesParsed == 0)
}

@Test func invalidUTF8IsAnIssueAndTheFileIsStillRead() throws {
    var bytes = Array("// caf".utf8) + [0xE9, 0xFF] + Array("\nclass V: UIViewController {\n".utf8)
    bytes += Array("  func f() { restorationIdentifier = \"v\" }\n}\n".utf8)
    let result = CodeReader.facts(inFile: "/app/Latin1.swift", bytes: bytes)
    #expect(result.parsed)
    #expect(result.issues.count == 1)
    #expect(result.issues.first?.line == 1)
    #expect(result.facts.first?.kind == .classDeclared(superclass: "UIViewController"))
    let fact = try #require(result.facts.last)
    #expect(fact.kind == .restorationIdentifierSet(value: "v"))
    #expect(fact.line == 3)
}

@Test func swiftThatDoesNotParseStillGivesWhatItCan() {
    let facts = swiftFacts(
        """
        class Broken: UITabBarController {
            func f( {
                viewControllers = [A(), B(
                let x = UIStoryboard(name: "Main", bundle: nil
            }}}}
            #if
        @@@ ) ] } restorationIdentifier = "after"
        """)
    #expect(facts.contains { $0.kind == .storyboardInstantiated(name: "Main") })
}

@Test func unbalancedObjectiveCEnds() {
    let sources = [
        "@implementation X\n- (void)f {\n  [[[[[[ self.restorationIdentifier = @\"a\";\n",
        "@implementation X\n- (void)f {{{{{ [self setTitle:@\"unterminated\n self.tabBarItem.title = @\"t\";",
        "/* never closed self.restorationIdentifier = @\"x\";",
        "@implementation X\n- (BOOL)application:(UIApplication *)a shouldSaveApplicationState:(NSCoder *",
        "]]]]}}}} ))) @end @end - + - ( [ self setViewControllers: ] ; = = . title = ;",
        String(repeating: "[", count: 20_000) + " self.viewControllers = x;",
        String(repeating: "- (void)", count: 5_000),
    ]
    for source in sources {
        _ = CodeReader.facts(inFile: "/app/X.m", bytes: Array(source.utf8))
    }
    let facts = objcFacts("@implementation X\n- (void)f {\n  [[[[[[ self.restorationIdentifier = @\"a\";\n")
    #expect(kinds(facts) == [.restorationIdentifierSet(value: "a")])
}

/// 5 MB with `TABLINT_SLOW_TESTS=1`; 128 KB otherwise, since swift-syntax built for debugging parses only about
/// 35 KB of this dense code a second (5 MB: about 130 s in a debug build).
@Test func aLargeSwiftFileIsRead() {
    let size = ProcessInfo.processInfo.environment["TABLINT_SLOW_TESTS"] == nil ? 128 << 10 : 5_000_000
    var bytes = Array("class Big: UIViewController {\n".utf8)
    bytes.reserveCapacity(size + 100_000)
    var index = 0
    while bytes.count < size {
        bytes += Array("    func f\(index)() { let values = [1, 2, 3].map { $0 * 2 }; print(values, \"title\") }\n".utf8)
        index += 1
    }
    bytes += Array("    func last() { restorationIdentifier = \"big\" }\n}\n".utf8)
    let clock = ContinuousClock()
    var result: CodeReader.FileResult?
    let elapsed = clock.measure { result = CodeReader.facts(inFile: "/app/Big.swift", bytes: bytes) }
    print("\(bytes.count) bytes of Swift read in \(elapsed)")
    #expect(result?.issues.isEmpty == true)
    #expect(result.map { kinds($0.facts) } == [.classDeclared(superclass: "UIViewController"), .restorationIdentifierSet(value: "big")])
}

@Test func aFileOverTheLimitIsSkippedWithAnIssue() {
    let bytes = [UInt8](repeating: UInt8(ascii: " "), count: CodeReader.maximumBytes + 1)
    let result = CodeReader.facts(inFile: "/app/Huge.swift", bytes: bytes)
    #expect(!result.parsed)
    #expect(result.issues.count == 1)
}

@Test func byteSearchFindsWordsAnywhere() {
    let haystack = Array("xxUserDefaultsyy".utf8)
    #expect(ByteSearch.contains(ByteSearch.Needle("UserDefaults"), in: haystack))
    #expect(ByteSearch.contains(ByteSearch.Needle("yy"), in: haystack))
    #expect(ByteSearch.contains(ByteSearch.Needle("xx"), in: haystack))
    #expect(!ByteSearch.contains(ByteSearch.Needle("Defaultsyyy"), in: haystack))
    #expect(!ByteSearch.contains(ByteSearch.Needle("UserDefaultz"), in: haystack))
    #expect(!ByteSearch.contains(ByteSearch.Needle("a"), in: []))
}

@Test func byteSearchAnchorsOnARareByteAndStillFindsEveryPlace() {
    // The anchor ('B') is at the needle's end, the start, and the middle of a run of near misses.
    for text in ["tabBar", "xx tabBa tabBar", "TabBar.items", "tabBartabBar", "abBar abBar tabBa"] {
        #expect(ByteSearch.contains(ByteSearch.Needle("abBar"), in: Array(text.utf8)), "\(text)")
    }
    #expect(!ByteSearch.contains(ByteSearch.Needle("abBar"), in: Array("abBa rBar Bar abB".utf8)))
    // Needles of one byte, and a haystack as long as the needle.
    #expect(ByteSearch.contains(ByteSearch.Needle("B"), in: Array("aB".utf8)))
    #expect(ByteSearch.contains(ByteSearch.Needle("Bq"), in: Array("Bq".utf8)))
}

@Test(arguments: CodeReader.triggerWords)
func everyTriggerWordMarksAFileWorthParsing(_ word: String) {
    #expect(CodeWords.find(in: Array("let x = 1 // \(word)\n".utf8)).contains(.trigger))
}

@Test func codeWordsNoteTheWordsThatDecideWhatAFileCanAnswer() {
    #expect(CodeWords.find(in: Array("let defaults = UserDefaults.standard".utf8)) == [])
    #expect(CodeWords.find(in: Array("tabBarController.selectedIndex".utf8)) == [.trigger, .selectedIndex])
    #expect(
        CodeWords.find(in: Array("UserDefaults.standard.set(tabBarController.selectedIndex, forKey: k)".utf8))
            == [.trigger, .userDefaults, .selectedIndex])
    #expect(CodeWords.find(in: Array("tabBar.items?[2].image = nil".utf8)) == [.trigger, .tabItem])
    #expect(CodeWords.find(in: Array("tabBarController.customizableViewControllers = []".utf8)) == [.trigger, .customizable])
    #expect(CodeWords.find(in: Array("@AppStorage(\"tab\") var tab = 0 // tabBar".utf8)) == [.trigger, .userDefaults])
    #expect(
        CodeWords.find(in: Array("func application(_ a: UIApplication, shouldSaveSecureApplicationState c: NSCoder) -> Bool".utf8))
            == [.trigger, .applicationState])
}

/// Found by the `code` fuzz target: swift-syntax's lookahead is exponential in nested `[` of a type (25 of them
/// parsed for minutes); such a file is skipped with an issue at the line where the nesting gets too deep.
@Test func bracketsNestedTooDeepSkipTheSwiftFile() {
    let deep = "class A: UIViewController {\n    override func f(x: T" + String(repeating: "[", count: 40) + "y {\n}\n"
    let result = CodeReader.parse(inFile: "/app/Deep.swift", bytes: Array(deep.utf8))
    #expect(!result.parsed)
    #expect(result.issues.map(\.line) == [2])
    let nested = "let tabBar = " + String(repeating: "[", count: SwiftBracketDepth.maximum) + String(repeating: "]", count: SwiftBracketDepth.maximum)
    #expect(CodeReader.parse(inFile: "/app/Fine.swift", bytes: Array((nested + "\n" + nested).utf8)).parsed)
    #expect(CodeReader.parse(inFile: "/app/Deep.m", bytes: Array(deep.utf8)).parsed, "the Objective-C scanner has no such limit")
    // Brackets in strings and comments are not nesting: a table of terminal colours opens dozens in strings.
    let colours = (0..<40).map { "let c\($0) = (\"\\u{001B}[\($0)m\", \"x\") // [[[[\n" }.joined()
    #expect(SwiftBracketDepth.lineTooDeep(in: Array(colours.utf8)) == nil)
    #expect(SwiftBracketDepth.lineTooDeep(in: Array("let s = \"\\\"[\"\n".utf8) + Array(String(repeating: "[", count: 17).utf8)) == 2)
    // A `"` string ends at its line's end, so one stray quote does not hide the brackets of the lines after it
    // (found by the `code` fuzz target: `#import "Feed{`, then two runs of 67 `[`, took minutes); a `"""` block does run on.
    let deep17 = String(repeating: "[", count: 17)
    #expect(SwiftBracketDepth.lineTooDeep(in: Array("let s = \"open\nlet t: T\(deep17)\n".utf8)) == 2)
    #expect(SwiftBracketDepth.lineTooDeep(in: Array("let s = \"open \\\nlet t: T\(deep17)\n".utf8)) == 2)
    #expect(SwiftBracketDepth.lineTooDeep(in: Array("let s = \"\"\"\nx\n\"\"\"\nlet t: T\(deep17)\n".utf8)) == 4)
    // Where a `"""` block ends is where the guard and the lexer can part, so brackets count if either reading of the
    // block counts them: the fuzz target found `""""impo"""""""ass`, which the guard read as an open block while the
    // parser met the 28 `[` after it as types and ran for minutes.
    #expect(SwiftBracketDepth.lineTooDeep(in: Array("let s = \"\"\"\n\(deep17) \" \"\"\n\"\"\"\nlet t = 1\n".utf8)) == 2)
    let tripleQuotes = "#import \"WeatherVi\"\"\"\"impo\"\"\"\"\"\"\"ass x\n\n@int(ller: UIView \(String(repeating: "[", count: 28))\n"
    #expect(SwiftBracketDepth.lineTooDeep(in: Array(tripleQuotes.utf8)) == 3)
    #expect(!CodeReader.parse(inFile: "/app/Weather.swift", bytes: Array(tripleQuotes.utf8)).parsed)
    // Strings that end on their own line still hide their brackets in both readings.
    #expect(SwiftBracketDepth.lineTooDeep(in: Array("let a = \"\"\"\n\"\"\"\nlet b = \"\(deep17)\"\n".utf8)) == nil)
    // Each bracket doubles the parser's time: 16, the limit before, took 1.8 s in the fuzz build (85 bytes the `code`
    // fuzz target found, saved under Tests/Fixtures/FuzzCrashes/code/); one more than the limit is skipped.
    let atLimit = "@interfa" + String(repeating: "[", count: SwiftBracketDepth.maximum) + "\n"
    #expect(SwiftBracketDepth.lineTooDeep(in: Array(atLimit.utf8)) == nil)
    #expect(SwiftBracketDepth.lineTooDeep(in: Array(("#import <UIKit/UIKit.h>\n\n@interfa[" + atLimit.dropFirst(8)).utf8)) == 3)
    #expect(SwiftBracketDepth.maximum <= 12, "2^maximum lookahead steps at worst")
    // A line ends at a carriage return too, as a `//` comment does for the Swift lexer: the fuzz target found a comment
    // ended by a lone `\r` that hid 84 `[` from the guard, not from the parser. `\r\n` is one line.
    #expect(SwiftBracketDepth.lineTooDeep(in: Array("// note\rlet t: T\(deep17)\n".utf8)) == 2)
    #expect(SwiftBracketDepth.lineTooDeep(in: Array("// note\r\nlet s = \"open\r\nlet t: T\(deep17)\r\n".utf8)) == 3)
    #expect(SwiftBracketDepth.lineTooDeep(in: Array("let s = \"a\\\rlet t: T\(deep17)\n".utf8)) == 2)
    // swift-syntax's own lexer reads what the byte scans cannot: code in a string interpolation, a raw string's end
    // (18 `[` took 0.47 s and 0.84 s in the fuzz build, each more doubling it).
    let deep13 = String(repeating: "[", count: 13)
    let interpolated = "let x = 1\nlet s = \"\\(f(x: T\(deep13)))\"\n"
    let raw = "let x = 1\n\nlet a = #\"a\"b\"#; func f(x: T\(deep13)\n"
    #expect(SwiftBracketDepth.lineTooDeep(in: Array(interpolated.utf8)) == 2)
    #expect(SwiftBracketDepth.lineTooDeep(in: Array(raw.utf8)) == 3)
    #expect(SwiftBracketDepth.lineTooDeepByTokens(in: Array(interpolated.utf8)) == 2)
    #expect(SwiftBracketDepth.lineTooDeepByTokens(in: Array(colours.utf8)) == nil, "string contents are no tokens")
    #expect(!CodeReader.parse(inFile: "/app/Raw.swift", bytes: Array(raw.utf8)).parsed)
}

@Test func holdingWordsIsBeingTheirSuperset() {
    let all: [CodeWords] = [
        [], .trigger, .applicationState, .userDefaults, [.trigger, .userDefaults], [.trigger, .applicationState],
        [.trigger, .applicationState, .userDefaults],
    ]
    for found in all {
        for asked in all { #expect(found.holds(asked) == found.isSuperset(of: asked), "\(found.rawValue) holds \(asked.rawValue)") }
    }
}
