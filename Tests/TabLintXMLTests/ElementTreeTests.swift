import Foundation
import TabLintSource
import Testing

@testable import TabLintXML

/// The element array's shape: children found from subtree ends, and attributes as slices of one shared array, agree
/// with the parent links and the tags' bytes, over documents libxml2 accepts, rejects part-way, or stops (too deep).
/// `ScannerDriftTests` checks the same over the Corpus and the real apps, in its one parse of each file.
@Suite struct ElementTreeTests {
    private func parse(_ text: String, name: String = "/t/Main.storyboard") -> XMLDocument {
        XMLParser.parse(SourceFile(url: URL(fileURLWithPath: name), text: text))
    }

    /// What is wrong with `document`'s tree, by element index; empty when every invariant holds.
    static func problems(_ document: XMLDocument) -> [String] {
        var problems: [String] = []
        let elements = document.elements
        var byParent: [Int: [Int]] = [:]
        for index in elements.indices {
            if let parent = elements[index].parent { byParent[parent, default: []].append(index) }
        }
        let bytes = document.source.bytes
        for index in elements.indices {
            let children = Array(document.children(of: index))
            if children != byParent[index, default: []] {
                problems.append("\(index): children \(children), parent links \(byParent[index, default: []])")
            }
            let element = elements[index]
            guard document.rangesAreExact else { continue }
            // Each attribute's name is in its own element's start tag, and spells the attribute's name.
            for attribute in element.attributes {
                let spelled = String(decoding: bytes[attribute.nameRange], as: UTF8.self)
                if !element.startTag.contains(attribute.nameRange.lowerBound) || spelled != attribute.name {
                    problems.append("\(index): attribute \(attribute.name) at \(attribute.nameRange), tag \(element.startTag)")
                }
            }
        }
        return problems
    }

    @Test func childrenAndAttributesBelongToTheirElements() {
        let document = parse(
            """
            <a one="1"><b two="2" three="3"><c/><d four="4">text</d></b><e/><f five="5"><g/></f></a>
            """)
        #expect(document.rangesAreExact)
        #expect(document.elements.map(\.name) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(Array(document.children(of: 0)) == [1, 4, 5])
        #expect(Array(document.children(of: 1)) == [2, 3])
        #expect(Array(document.children(of: 2)).isEmpty)
        #expect(Array(document.children(of: 6)).isEmpty)
        #expect(document.elements.map { $0.attributes.map(\.value) } == [["1"], ["2", "3"], [], ["4"], [], ["5"], []])
        #expect(document.firstChild(of: 0, named: "f") == 5)
        #expect(document.children(of: 1, named: "d") == [3])
        #expect(Self.problems(document).isEmpty)
    }

    @Test func attributesAreFoundByTheirExactName() {
        // U+212A KELVIN SIGN is canonically equivalent to `K`: Swift's `==` calls the names equal, XML does not.
        let document = parse("<a \u{212A}ey='kelvin' Key='latin' identifier='long' id='short'/>")
        #expect(document.isWellFormed)
        let element = document.elements[0]
        #expect(element["Key"] == "latin")
        #expect(element["\u{212A}ey"] == "kelvin")
        #expect(element["id"] == "short")
        #expect(element["identifier"] == "long")
        #expect(element["i"] == nil)
    }

    @Test func eachElementKeepsOnlyItsOwnText() {
        // Siblings at one depth share a buffer in turn: each must start empty.
        let document = parse("<r> x <a>one</a><b> \n\t</b><c>two<d>three</d>2</c><e/> z </r>")
        #expect(document.isWellFormed)
        #expect(document.elements.map(\.name) == ["r", "a", "b", "c", "d", "e"])
        #expect(document.elements.map(\.text) == [" x  z ", "one", "", "two2", "three", ""])
    }

    @Test func aDocumentLibxml2GivesUpOnKeepsItsShape() {
        // Unclosed elements are closed at the end of the text; a mismatched end tag stops libxml2.
        for text in ["<a x='1'><b y='2'><c/>", "<a><b></a><c z='3'/>", "<a><b x='1' x='2'/></a>"] {
            let document = parse(text)
            #expect(!document.isWellFormed, "\(text)")
            #expect(Self.problems(document).isEmpty, "\(text)")
        }
    }

    @Test func aDocumentStoppedForDepthKeepsItsShape() {
        let depth = SAXBuilder.maximumDepth + 10
        let text = (0..<depth).map { "<e n='\($0)'>" }.joined() + (0..<depth).map { _ in "</e>" }.joined()
        let document = parse(text)
        #expect(!document.isWellFormed)
        #expect(document.elements.count == SAXBuilder.maximumDepth)
        #expect(document.elements.last?.attributes.first?.value == "\(SAXBuilder.maximumDepth - 1)")
        #expect(Self.problems(document).isEmpty)
    }
}
