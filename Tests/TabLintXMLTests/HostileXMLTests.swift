import Foundation
import TabLintSource
import Testing

@testable import TabLintXML

/// The parser must be safe by construction: no file or network access for entities, no entity expansion,
/// bounded depth. These documents would read files, hit the network or blow up memory in a careless parser.
@Suite struct HostileXMLTests {
    private func parse(_ text: String) -> XMLDocument {
        XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/test/Hostile.storyboard"), text: text))
    }

    private func everyString(_ document: XMLDocument) -> String {
        document.elements.map { element in
            element.text + element.attributes.map(\.value).joined()
        }.joined()
    }

    @Test func externalEntitiesAreNeverLoaded() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-xxe-\(UUID().uuidString).txt")
        try "TOP-SECRET-CONTENT".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let document = parse(
            """
            <?xml version="1.0"?>
            <!DOCTYPE document [ <!ENTITY xxe SYSTEM "\(secret.absoluteString)"> ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" title="&xxe;">&xxe;</document>
            """)
        #expect(document.hasDocumentTypeDeclaration)
        #expect(!everyString(document).contains("TOP-SECRET"))
    }

    @Test func entityBombsAreNotExpanded() {
        var declarations = "<!ENTITY lol0 \"lollollollollollollollollollol\">"
        for level in 1...9 {
            let previous = String(repeating: "&lol\(level - 1);", count: 10)
            declarations += "<!ENTITY lol\(level) \"\(previous)\">"
        }
        let document = parse("<?xml version=\"1.0\"?><!DOCTYPE document [\(declarations)]><document a=\"&lol9;\">&lol9;</document>")
        // Fully expanded this is 3 * 10^10 bytes; nothing may come close.
        #expect(everyString(document).utf8.count < 1_000)
    }

    @Test func externalDTDsAndParameterEntitiesAreIgnored() {
        let document = parse(
            """
            <?xml version="1.0"?>
            <!DOCTYPE document SYSTEM "http://127.0.0.1:9/evil.dtd" [ <!ENTITY % remote SYSTEM "http://127.0.0.1:9/x"> %remote; ]>
            <document id="ok"/>
            """)
        #expect(document.elements.first?.name == "document" || !document.isWellFormed)
        #expect(!everyString(document).contains("evil"))
    }

    @Test func deepNestingStopsAtLibxml2sLimitWithoutCrashing() {
        let depth = 50_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let document = parse(text)
        #expect(!document.isWellFormed)
        #expect(document.issues.contains { $0.message.contains("Excessive depth") })
        #expect(document.elements.count < 1_000)
    }

    @Test func predefinedEntitiesAndCharacterReferencesStillDecode() {
        let document = parse("<document title=\"&lt;&#x1F389;&#26377;&gt;\"/>")
        #expect(document.elements.first?["title"] == "<🎉有>")
    }
}

/// Large documents Xcode opens parse whole: libxml2's input lookup limit (10 MB) does not apply, since no entity is
/// ever resolved and the document size is bounded (`XMLParser.maximumDocumentSize`).
@Suite struct LargeDocumentTests {
    @Test func aStoryboardOverTenMegabytesParsesWithPositionsInsideIt() {
        var text = #"<?xml version="1.0" encoding="UTF-8"?>\#n"#
        text += #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>\#n"#
        var index = 0
        while text.utf8.count < 11_000_000 {
            text += #"<scene sceneID="s\#(index)"><objects><viewController id="v\#(index)" sceneMemberID="viewController">"#
            text += #"<view key="view" contentMode="scaleToFill" id="w\#(index)"/></viewController></objects></scene>\#n"#
            index += 1
        }
        text += "</scenes></document>\n"
        let source = SourceFile(url: URL(fileURLWithPath: "/test/Large.storyboard"), text: text)
        let document = XMLParser.parse(source)
        // Values, not the document, in the expectations: a failure would print every element.
        let (wellFormed, issues) = (document.isWellFormed, document.issues.map(\.message))
        #expect(wellFormed)
        #expect(issues.isEmpty)
        let lastID = document.elements.last { $0.name == "view" }?["id"]
        #expect(lastID == "w\(index - 1)")
        let inside = document.elements.allSatisfy { $0.range.upperBound <= source.bytes.count }
        #expect(inside)
    }
}
