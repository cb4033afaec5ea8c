import Foundation
import TabLintSource
import TabLintTestSupport
import TabLintXcode
import Testing

@testable import TabLintWorkspace

/// `StringsFileReader` reads most `.strings` files with `OpenStepPlist.stringsTable` instead of Foundation's parser:
/// the tables must be the ones Foundation gives, file for file, and a file Foundation rejects must be reported.
@Suite struct StringsTableReadingTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let realCorpus = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/real")

    private static func stringsFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "strings" }.sorted { $0.path < $1.path }
    }

    /// Compares every file under `folder`; returns how many files took the fast path.
    private func compare(under folder: URL) throws -> (files: Int, fast: Int) {
        var fast = 0
        let files = Self.stringsFiles(under: folder)
        for url in files {
            let source = try SourceFile.read(url)
            let table = StringsFileReader.read(source)
            let foundation = (try? PropertyListSerialization.propertyList(from: Data(source.bytes), options: [], format: nil)) as? [String: Any]
            if let foundation, foundation.values.allSatisfy({ $0 is String }) {
                #expect(table.problem == nil, "\(url.path): \(table.problem?.message ?? "")")
                #expect(table.entries == foundation.mapValues { $0 as! String }, "\(url.path)")
            } else if !source.text.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
                #expect(table.problem != nil, "\(url.path) is no table of strings for Foundation")
            }
            if (try? OpenStepPlist.stringsTable(source.text)) != nil { fast += 1 }
        }
        return (files.count, fast)
    }

    @Test func corpusTablesAreFoundations() throws {
        let (files, fast) = try compare(under: Self.repository.appendingPathComponent("Corpus"))
        #expect(files >= 8)
        #expect(fast > 0)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: realCorpus.path)))
    func realWorldTablesAreFoundations() throws {
        let (files, fast) = try compare(under: Self.realCorpus)
        #expect(files > 600)
        // Most real files are plain `"key" = "value";` text: the fast path must be the common one.
        #expect(fast * 2 > files, "\(fast) of \(files) files read without Foundation")
    }

    @Test(arguments: [
        ("\"a\" = \"b\";\n/* c */ \"k\" = \"v\"; // d\n", ["a": "b", "k": "v"]),
        ("\"k\" = \"1\";\n\"k\" = \"2\";", ["k": "2"]),
        ("{ \"k\" = \"v\"; }", ["k": "v"]),
        ("\u{FEFF}\"é\" = \"ü \\\"q\\\" \\n\";", ["é": "ü \"q\" \n"]),
        ("unquoted = value;", ["unquoted": "value"]),
        ("\"k\" = (a);\n\"k\" = \"v\";", ["k": "v"]),
    ])
    func readsTheCommonFormAsFoundationDoes(_ text: String, _ expected: [String: String]) throws {
        let source = SourceFile(url: URL(fileURLWithPath: "/p/en.lproj/Main.strings"), text: text)
        #expect(try OpenStepPlist.stringsTable(source.text).count >= expected.count)
        #expect(StringsFileReader.read(source).entries == expected)
        let foundation = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil) as? [String: String]
        #expect(foundation == expected)
    }

    @Test(arguments: ["\"k\";", "\"k\" = \"\\U00e9\";", "\"k\" = \"v\"", "\"open"])
    func leavesTheRestToFoundation(_ text: String) {
        #expect(throws: OpenStepPlist.Unsupported.self) { try OpenStepPlist.stringsTable(Array(text.utf8)) }
    }

    /// A binary `.strings` file that names one array from many places: refused before Foundation copies it out.
    @Test func aBinaryTableThatStandsForTooManyValuesIsAProblem() {
        let bytes = BinaryPlistBytes.sharedArrays(levels: 40, inDictionary: true)
        let source = SourceFile(url: URL(fileURLWithPath: "/p/en.lproj/Main.strings"), bytes: bytes)
        let read = StringsFileReader.read(source)
        #expect(read.entries.isEmpty)
        #expect(read.problem?.message.contains("binary property list") == true)
    }

    /// A binary `.strings` file whose table is a set of one string (`Tests/Fixtures/FuzzCrashes/strings`): Foundation
    /// on Linux crashed bridging it; refused before Foundation reads it.
    @Test func aBinaryTableHoldingASetIsAProblem() {
        let bytes = BinaryPlistBytes.file([[0x51, UInt8(ascii: "k")], [0xC1, 0], [0xD1, 0, 1]])
        let read = StringsFileReader.read(SourceFile(url: URL(fileURLWithPath: "/p/en.lproj/Main.strings"), bytes: bytes))
        #expect(read.entries.isEmpty)
        let message = "the file is a binary property list that holds a set, which is no property list type: TabLint does not read it"
        #expect(read.problem?.message == message)
        #expect(read.problem?.range == 0..<0)
    }

    @Test func anArrayValueIsNoString() {
        let source = SourceFile(url: URL(fileURLWithPath: "/p/en.lproj/Main.strings"), text: "\"a\" = \"b\";\n\"k\" = { x = y; };\n")
        #expect(StringsFileReader.read(source).problem?.message == "the value of 'k' is not a string")
    }
}
