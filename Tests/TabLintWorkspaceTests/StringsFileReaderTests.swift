import Foundation
import TabLintCore
import TabLintSource
import Testing

@testable import TabLintWorkspace

@Suite struct StringsFileReaderTests {
    private let sample = """
        /* Class = "UITabBarItem"; title = "Feed"; ObjectID = "1️⃣abc-12-xyz"; */
        "2️⃣abc-12-xyz.title" = "Neuigkeiten \\"heute\\" \\U00e4";
        // A line comment with "quotes" = "and an equals";
        3️⃣bare.key = "Übersicht 🎉";

        """

    private func read(_ bytes: [UInt8], path: String = "/p/de.lproj/Main.strings") -> StringsTable {
        StringsFileReader.read(SourceFile(url: URL(fileURLWithPath: path), bytes: bytes))
    }

    private func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return bytes
    }

    @Test func readsUTF8UTF8WithBOMAndUTF16InBothByteOrders() throws {
        let marked = MarkedText(sample)
        let encodings: [(String, [UInt8])] = [
            ("UTF-8", Array(marked.text.utf8)), ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(marked.text.utf8)),
            ("UTF-16 LE", utf16(marked.text, bigEndian: false)), ("UTF-16 BE", utf16(marked.text, bigEndian: true)),
        ]
        for (name, bytes) in encodings {
            let table = read(bytes)
            #expect(table.problem == nil, "\(name)")
            #expect(table.entries == ["abc-12-xyz.title": "Neuigkeiten \"heute\" ä", "bare.key": "Übersicht 🎉"], "\(name)")
            // Ranges are in the UTF-8 text every range refers to, whatever the file's encoding.
            let key = marked.markers["2️⃣"]!
            #expect(table.keyRanges["abc-12-xyz.title"] == key..<(key + 16), "\(name)")
            #expect(table.keyRanges["bare.key"]?.lowerBound == marked.markers["3️⃣"]!, "\(name)")
            #expect(table.language == "de" && table.tableName == "Main" && table.displayName == "de.lproj/Main.strings")
        }
    }

    @Test func anEmptyOrCommentOnlyFileIsAnEmptyTable() {
        for text in ["", "\n\n", "/* nothing to translate */\n"] {
            let table = read(Array(text.utf8))
            #expect(table.problem == nil && table.entries.isEmpty, "\(text)")
        }
        #expect(read([0xEF, 0xBB, 0xBF]).problem == nil)
    }

    @Test func aMissingSemicolonIsReportedAtTheEntryThatLacksIt() {
        let text = "\"a.title\" = \"A\";\n\n\"b.title\" = \"B\"\n/* next */\n\"c.title\" = \"C\";\n"
        let table = read(Array(text.utf8))
        #expect(table.problem?.message == "missing ';' after the entry on line 3")
        #expect(table.problem?.range == 33..<33)
        #expect(table.entries.isEmpty)
    }

    @Test func otherSyntaxErrorsCarryFoundationsReasonAndLine() throws {
        let table = read(Array("\"a\" = \"b\";\n\"c\" = ;\n".utf8))
        let problem = try #require(table.problem)
        #expect(problem.message == "unexpected character '0x3b' at line 2")
        #expect(problem.range == 11..<18)
        #expect(read(Array("\"a\" = \"b".utf8)).problem?.message == "unterminated quoted string starting on line 1")
    }

    @Test func textInAnotherEncodingIsAProblemNotACrash() {
        let latin1: [UInt8] = Array("\"a\" = \"".utf8) + [0xE4, 0xF6] + Array("\";\n".utf8)
        #expect(read(latin1).problem?.message == "the text is not valid UTF-8 or UTF-16 with a byte-order mark")
        let strayMark = [0xFF, 0xFE, 0xFF, 0xFE] + Array("\"\0a\0\"\0=\0\"\0b\0\"\0;\0".utf8)
        #expect(read(strayMark).problem?.message == "unexpected character '0xfeff' at line 1")
        #expect(read([0x00, 0x01, 0x02, 0xFF]).problem != nil)
    }

    @Test func propertyListFilesAreAcceptedWhenTheyHoldStrings() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>a.title</key><string>A</string></dict></plist>
            """
        #expect(read(Array(xml.utf8)).entries == ["a.title": "A"])
        let nested = "{ \"a\" = { \"b\" = \"c\"; }; }"
        #expect(read(Array(nested.utf8)).problem?.message == "the value of 'a' is not a string")
        #expect(read(Array("( \"a\", \"b\" )".utf8)).problem?.message == "the file is a property list but not a table of strings")
    }
}
