import Foundation
import TabLintSource
import Testing

@testable import TabLintXML

@Suite struct XMLRangeTests {
    private func parse(_ text: String) -> XMLDocument {
        XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/test/Doc.xib"), text: text))
    }

    private func slice(_ document: XMLDocument, _ range: Range<Int>) -> String {
        document.source.string(in: range)
    }

    @Test func recordsElementAndAttributeRanges() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a <fake attr="x"> tag in a comment -->
            <document type="t">
                <scene sceneID='s1' >
                    <viewController id="vc" title="a &gt; b &amp; &quot;c&quot;"/>
                    <![CDATA[ <notATag/> ]]>
                    <?pi <alsoNotATag/> ?>
                </scene>
            </document>
            """
        let document = parse(text)
        #expect(document.isWellFormed)
        #expect(document.elements.map(\.name) == ["document", "scene", "viewController"])
        let scene = document.elements[1]
        #expect(slice(document, scene.nameRange) == "scene")
        #expect(slice(document, scene.startTag) == "<scene sceneID='s1' >")
        #expect(slice(document, scene.range).hasPrefix("<scene") && slice(document, scene.range).hasSuffix("</scene>"))
        let sceneID = try #require(scene.attribute("sceneID"))
        #expect(slice(document, sceneID.nameRange) == "sceneID")
        #expect(slice(document, sceneID.valueRange) == "s1")
        let controller = document.elements[2]
        #expect(controller.isSelfClosing)
        #expect(controller.range == controller.startTag)
        let title = try #require(controller.attribute("title"))
        #expect(title.value == "a > b & \"c\"")
        #expect(slice(document, title.valueRange) == "a &gt; b &amp; &quot;c&quot;")
        #expect(controller.parent == 1)
        #expect(Array(document.children(of: 0)) == [1])
        #expect(document.descendants(of: 0) == 1..<3)
        #expect(scene.text.contains("<notATag/>"))
    }

    @Test func keepsTextContentAndDropsWhitespaceOnlyText() {
        let document = parse("<archive>\n  <string key=\"IBUITitle\">First &amp; Second</string>\n</archive>")
        #expect(document.elements[0].text == "")
        #expect(document.elements[1].text == "First & Second")
    }

    @Test func attributeRangesAreExactWithEmojiAndCJKTitles() throws {
        let text = """
            <document>
                <tabBarItem title="🎉 派对" image="party" id="a1"/>
            </document>
            """
        let document = parse(text)
        let item = document.elements[1]
        let image = try #require(item.attribute("image"))
        #expect(slice(document, image.valueRange) == "party")
        // Line 1: 4 spaces, `<tabBarItem title="` (19), emoji (4 bytes / 2 UTF-16 / 1 scalar), space,
        // CJK (6 bytes / 2 / 2), `" image="` (9).
        #expect(document.source.position(of: image.valueRange.lowerBound, in: .utf8) == SourcePosition(line: 1, column: 43))
        #expect(document.source.position(of: image.valueRange.lowerBound, in: .utf16) == SourcePosition(line: 1, column: 37))
        #expect(document.source.position(of: image.valueRange.lowerBound, in: .utf32) == SourcePosition(line: 1, column: 36))
        let title = try #require(item.attribute("title"))
        #expect(title.value == "🎉 派对")
        #expect(document.source.position(of: title.valueRange.upperBound, in: .utf16) == SourcePosition(line: 1, column: 28))
    }

    @Test func utf16DocumentsGiveTheSameRangesAsUTF8() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document>\n  <item title=\"设置\" id=\"x\"/>\n</document>\n"
        let utf8 = parse(text.replacingOccurrences(of: "UTF-16", with: "UTF-8"))
        let bytes: [UInt8] = [0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf16 = XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/test/Doc16.xib"), bytes: bytes))
        #expect(utf16.isWellFormed, "\(utf16.issues)")
        let a = try #require(utf8.elements[1].attribute("id"))
        let b = try #require(utf16.elements[1].attribute("id"))
        #expect(b.value == "x")
        #expect(utf16.elements[1]["title"] == "设置")
        #expect(utf8.source.position(of: a.valueRange.lowerBound, in: .utf16) == utf16.source.position(of: b.valueRange.lowerBound, in: .utf16))
    }

    @Test func multiLineStartTagsAndQuotedGreaterThanSigns() throws {
        let text = "<document>\n<segue\n    destination=\"a>b\"\n    kind='show'/>\n</document>"
        let document = parse(text)
        let segue = document.elements[1]
        #expect(slice(document, segue.startTag) == "<segue\n    destination=\"a>b\"\n    kind='show'/>")
        let kind = try #require(segue.attribute("kind"))
        #expect(document.source.position(of: kind.valueRange.lowerBound, in: .utf16) == SourcePosition(line: 3, column: 10))
        #expect(segue.attributeInsertionOffset == kind.valueRange.upperBound + 1)
    }

    @Test func lineNumbersBeyond65535StayRight() {
        let filler = String(repeating: "\n", count: 70_000)
        let document = parse("<document>\(filler)<item id=\"late\"/></document>")
        #expect(document.isWellFormed)
        #expect(document.elements[1].line == 70_001)
        #expect(document.source.position(of: document.elements[1].nameRange.lowerBound, in: .utf16).line == 70_000)
    }
}
