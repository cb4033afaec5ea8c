import Foundation
import TabLintCore
import TabLintReporters
import TabLintSource
import TabLintTestSupport
import TabLintXML
import Testing

#if canImport(FoundationXML)
    import FoundationXML
    /// Foundation's parser (TabLintXML, imported for `XMLEscaping`, has a type of the same name).
    private typealias FoundationXMLParser = FoundationXML.XMLParser
#else
    private typealias FoundationXMLParser = Foundation.XMLParser
#endif

/// Checkstyle and JUnit XML: well-formed (parsed back with Foundation's XMLParser), escaped, positive line
/// numbers, unique test names. Their XSDs are checked on the Corpus report by `ReportValidationTests`.
@Suite struct XMLReporterTests {
    /// Elements (name and attributes) and the text of `xml`, or the parser's error.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text = ""
        func parser(
            _ parser: FoundationXMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((name, attributes))
        }
        func parser(_ parser: FoundationXMLParser, foundCharacters string: String) { text += string }
    }

    private func parse(_ xml: String) throws -> Collector {
        let parser = FoundationXMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return collector
    }

    @Test func checkstyleHasOneErrorPerFindingWithTheMessageIntact() throws {
        let xml = CheckstyleReporter().report(SampleResult.result(), context: SampleResult.context)
        let parsed = try parse(xml)
        #expect(parsed.elements.map(\.name) == ["checkstyle", "file", "error", "error", "error"])
        #expect(parsed.elements[1].attributes["name"] == "/tablint-example/My App/Main.storyboard")
        let errors = parsed.elements.filter { $0.name == "error" }.map(\.attributes)
        #expect(errors.map { $0["severity"] } == ["error", "info", "warning"])
        #expect(errors.map { $0["line"] } == ["14", "14", "15"])
        #expect(errors.map { $0["column"] } == ["66", "146", "18"])
        #expect(errors[0]["source"] == "tablint.rules.duplicate_restoration_identifier")
        #expect(
            errors[0]["message"]
                == "Tab 2 'Fish & <Chips> \"now\"' has restoration identifier 'same', like tab 1 'A': state restoration cannot tell them apart\n/tablint-example/My App/Main.storyboard:13:69: note: Tab 1 'A' has restoration identifier 'same'"
        )
    }

    @Test func checkstyleListsFilesWithoutFindings() throws {
        let result = SampleResult.result()
        let clean = LintResult(files: result.files, diagnostics: [])
        let parsed = try parse(CheckstyleReporter().report(clean, context: SampleResult.context))
        #expect(parsed.elements.map(\.name) == ["checkstyle", "file"])
    }

    @Test func junitHasOneFailingCasePerFindingWithUniqueNames() throws {
        let result = SampleResult.result()
        let repeated = LintResult(files: result.files, diagnostics: result.diagnostics + [result.diagnostics[2]])
        let parsed = try parse(JUnitReporter().report(repeated, context: SampleResult.context))
        #expect(parsed.elements.first?.attributes == ["name": "TabLint", "tests": "4", "failures": "4", "errors": "0"])
        let cases = parsed.elements.filter { $0.name == "testcase" }.map(\.attributes)
        #expect(
            cases.map { $0["name"] } == [
                "My App/Main.storyboard:14:66 duplicate_restoration_identifier", "My App/Main.storyboard:14:146 missing_tab_bar_item",
                "My App/Main.storyboard:15:18 missing_tab_bar_item", "My App/Main.storyboard:15:18 missing_tab_bar_item #2",
            ])
        let failures = parsed.elements.filter { $0.name == "failure" }.map(\.attributes)
        #expect(failures.count == 4)
        #expect(
            failures[0]["message"]
                == "error: Tab 2 'Fish & <Chips> \"now\"' has restoration identifier 'same', like tab 1 'A': state restoration cannot tell them apart"
        )
        #expect(parsed.text.contains("My App/Main.storyboard:13:68: note: Tab 1 'A' has restoration identifier 'same'"))
    }

    @Test func junitPassesAFileWithoutFindings() throws {
        let result = SampleResult.result()
        let clean = LintResult(files: result.files, diagnostics: [])
        let parsed = try parse(JUnitReporter().report(clean, context: SampleResult.context))
        #expect(parsed.elements.map(\.name) == ["testsuites", "testsuite", "testcase"])
        #expect(parsed.elements[0].attributes["failures"] == "0")
        #expect(parsed.elements[2].attributes["name"] == "My App/Main.storyboard")
    }

    @Test func escapingKeepsEveryCharacterXMLAllows() throws {
        #expect(XMLEscaping.attribute("a&b<c>\"d\"\n\te'") == "a&amp;b&lt;c&gt;&quot;d&quot;&#10;&#9;e'")
        #expect(XMLEscaping.content("a&b<c>\n") == "a&amp;b&lt;c&gt;\n")
        #expect(XMLEscaping.content("bell\u{7} nul\u{0} 🎉 \u{FFFE}") == "bell\u{FFFD} nul\u{FFFD} 🎉 \u{FFFD}")
        let parsed = try parse("<a b=\"\(XMLEscaping.attribute("x\u{1}\n<&>\""))\">\(XMLEscaping.content("\u{1B}[0m & <"))</a>")
        #expect(parsed.elements.first?.attributes["b"] == "x\u{FFFD}\n<&>\"")
        #expect(parsed.text == "\u{FFFD}[0m & <")
    }

    @Test func stableHashIsFNV1a() {
        // Published FNV-1a 64 test vectors.
        #expect(StableHash.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(StableHash.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(StableHash.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
        #expect(StableHash.hex("a") == "af63dc4c8601ec8c")
    }
}
