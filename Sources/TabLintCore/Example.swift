/// A file of an example: a path relative to the example's project folder and its marked text.
package struct ExampleFile: Sendable {
    package let path: String
    package let text: String

    package init(_ path: String, _ text: String) {
        self.path = path
        self.text = text
    }
}

/// An example a rule carries: one or more files, and for a failing example the finding it must give at
/// each marker, keyed by the marker, with its severity: `["1️⃣": "warning: Tab 2 has …"]` (as swift-format's
/// `FindingSpec`s).
///
/// The same examples drive the rule tests and the generated rule documentation.
package struct Example: Sendable {
    /// What the author wrote; the files and the documentation text are made from it when asked for. Every lint
    /// builds every rule's description, but only tests and documentation read an example's files and text, so a lint
    /// does not make them (wrapping scenes in a document, finding the markers).
    private enum Source: Sendable {
        case files([ExampleFile])
        case storyboard(scenes: String, initial: String?, runtime: String)
    }

    private let source: Source
    /// Marker → `"<severity>: <message>"` of the finding that must start there.
    package let expectations: [String: String]
    /// Rule options the example runs with (`key: value`, as in `.tablint.yml`).
    package let options: [String: String]
    package let sourceFile: StaticString
    package let sourceLine: UInt

    package var files: [ExampleFile] {
        switch source {
        case .files(let files):
            return files
        case .storyboard(let scenes, let initial, let runtime):
            return [ExampleFile("Main.storyboard", Self.storyboard(scenes, initial: initial, runtime: runtime))]
        }
    }

    /// What documentation shows: the part the author wrote (markers removed), without boilerplate.
    package var displayText: String {
        switch source {
        case .files(let files): return files.map { "<!-- \($0.path) -->\n" + MarkedText($0.text).text }.joined(separator: "\n")
        case .storyboard(let scenes, _, _): return MarkedText(scenes).text
        }
    }

    /// The expected findings in marker order (`1️⃣` first), as documentation shows them.
    package var expectedMessages: [String] { MarkedText.markerNames.compactMap { expectations[$0] } }

    package init(
        files: [ExampleFile], expect: [String: String] = [:], options: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        self.init(source: .files(files), expect: expect, options: options, file: file, line: line)
    }

    private init(source: Source, expect: [String: String], options: [String: String], file: StaticString, line: UInt) {
        self.source = source
        self.expectations = expect
        self.options = options
        self.sourceFile = file
        self.sourceLine = line
    }

    /// A storyboard example: `scenes` are the controllers (and anything else) of one scene's `<objects>`.
    package init(
        _ scenes: String, initial: String? = nil, runtime: String = "iOS.CocoaTouch", expect: [String: String] = [:],
        options: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) {
        self.init(source: .storyboard(scenes: scenes, initial: initial, runtime: runtime), expect: expect, options: options, file: file, line: line)
    }

    /// Wraps controllers in a storyboard document.
    /// `launchScreen` marks it as a launch screen (`launchScreen="YES"`), as Xcode's `LaunchScreen.storyboard` is.
    package static func storyboard(
        _ scenes: String, initial: String? = nil, runtime: String = "iOS.CocoaTouch", launchScreen: Bool = false
    ) -> String {
        let initialAttribute = (launchScreen ? " launchScreen=\"YES\"" : "") + (initial.map { " initialViewController=\"\($0)\"" } ?? "")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES"\(initialAttribute)>
                <scenes>
                    <scene sceneID="example-scene">
                        <objects>
            \(indent(scenes, by: 16))
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
    }

    /// Wraps objects in a modern xib document.
    package static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
        \(indent(objects, by: 8))
            </objects>
        </document>

        """
    }

    /// Wraps root objects in a legacy (pre-Xcode 5, version 8.00) `<archive>` xib. `customClasses` are
    /// (XML id, IB object ID, class) triples, written as `objectRecords` and `flattenedProperties`.
    package static func legacyArchive(
        _ rootObjects: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
        customClasses: [(xmlID: String, objectID: String, className: String)] = []
    ) -> String {
        let records = customClasses.map { entry in
            """
            <object class="IBObjectRecord">
                <int key="objectID">\(entry.objectID)</int>
                <reference key="object" ref="\(entry.xmlID)"/>
            </object>
            """
        }.joined(separator: "\n")
        let properties = customClasses.map { "<string key=\"\($0.objectID).CustomClassName\">\($0.className)</string>" }
            .joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="\(type)" version="8.00">
                <data>
                    <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
            \(indent(rootObjects, by: 12))
                    </array>
                    <object class="IBObjectContainer" key="IBDocument.Objects">
                        <object class="IBMutableOrderedSet" key="objectRecords">
                            <array key="orderedObjects">
            \(indent(records, by: 20))
                            </array>
                        </object>
                        <dictionary class="NSMutableDictionary" key="flattenedProperties">
            \(indent(properties, by: 16))
                        </dictionary>
                    </object>
                </data>
            </archive>

            """
    }

    private static func indent(_ text: String, by spaces: Int) -> String {
        let padding = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : padding + $0 }
            .joined(separator: "\n")
    }
}
