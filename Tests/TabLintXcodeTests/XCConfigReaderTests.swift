import Foundation
import Synchronization
import Testing

@testable import TabLintXcode

@Suite struct XCConfigReaderTests {
    private func settings(_ files: [String: String], at path: String = "/c/App.xcconfig", cache: XCConfigCache? = nil) -> [String: String] {
        let memory = InMemoryFiles(files)
        return XCConfigReader(contents: memory.contents, cache: cache).settings(at: path)
    }

    @Test func readsSettingsSkippingCommentsAndConditionalKeys() {
        let found = settings([
            "/c/App.xcconfig": """
            // A comment line
              PRODUCT_NAME = Shop ; // trailing comment
            SDKROOT[sdk=iphoneos*] = iphoneos
            OTHER = a b\t
            = no key
            no equals sign
            """
        ])
        #expect(found == ["PRODUCT_NAME": "Shop", "OTHER": "a b"])
    }

    @Test func splitsLinesOnCarriageReturnsToo() {
        let found = settings(["/c/App.xcconfig": "A = 1\r\nB = 2\rC = 3\n"])
        #expect(found == ["A": "1", "B": "2", "C": "3"])
    }

    @Test func includesAreReadRelativeToTheIncludingFileAndLaterLinesWin() {
        let found = settings([
            "/c/App.xcconfig": "A = app\n#include \"Shared/Base.xcconfig\"\nB = $(inherited) app\n",
            "/c/Shared/Base.xcconfig": "A = base\nB = base\n#include? \"Missing.xcconfig\"\n",
        ])
        #expect(found == ["A": "base", "B": "base app"])
    }

    @Test func aSharedCacheReadsEachFileOnce() {
        let reads = Mutex<[String]>([])
        let files = InMemoryFiles([
            "/c/A.xcconfig": "#include \"Base.xcconfig\"\nA = 1\n",
            "/c/B.xcconfig": "#include \"Base.xcconfig\"\nB = 2\n",
            "/c/Base.xcconfig": "BASE = 0\n",
        ])
        let cache = XCConfigCache()
        let reader = XCConfigReader(
            contents: { path in
                reads.withLock { $0.append(path) }
                return try files.contents(path)
            }, cache: cache)
        #expect(reader.settings(at: "/c/A.xcconfig") == ["BASE": "0", "A": "1"])
        #expect(reader.settings(at: "/c/B.xcconfig") == ["BASE": "0", "B": "2"])
        #expect(reader.settings(at: "/c/A.xcconfig") == ["BASE": "0", "A": "1"])
        #expect(reads.withLock { $0 } == ["/c/A.xcconfig", "/c/Base.xcconfig", "/c/B.xcconfig"])
    }

    @Test func includeCyclesEnd() {
        let found = settings(["/c/App.xcconfig": "#include \"App.xcconfig\"\nA = 1\n"])
        #expect(found == ["A": "1"])
    }
}

@Suite struct ProjectPathTextTests {
    @Test func replacesEveryOccurrenceByBytes() {
        #expect(ProjectPath.replacing("$(inherited)", with: "x", in: "$(inherited) a $(inherited)") == "x a x")
        #expect(ProjectPath.replacing("$(inherited)", with: "", in: "plain") == "plain")
        #expect(ProjectPath.replacing(".xcodeproj", with: "", in: "Café.xcodeproj") == "Café")
        #expect(ProjectPath.replacing("aa", with: "b", in: "aaa") == "ba")
        #expect(ProjectPath.replacing("", with: "b", in: "abc") == "abc")
    }

    @Test func trimsAsFoundationsWhitespaceSetDoes() {
        for text in ["", " ", "\t a b \t", "a", " a", "a ", "\u{00A0}a\u{00A0}", " \u{2003}a", "é ", " \n", "\t\t"] {
            #expect(ProjectPath.trimmingWhitespace(text) == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }
}
