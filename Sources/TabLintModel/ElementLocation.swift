import TabLintXML

/// Where an element sits in its file: enough for a rule to anchor a diagnostic and for a fix to edit it.
package struct ElementLocation: Sendable, Hashable {
    /// The element name inside its start tag (the narrowest anchor for "this element").
    package let nameRange: Range<Int>
    /// `<name …>` or `<name …/>`.
    package let startTag: Range<Int>
    /// The whole element, end tag included.
    package let range: Range<Int>
    package let isSelfClosing: Bool
    /// Where a new attribute can be inserted (after the last attribute, before `>` or `/>`).
    package let attributeInsertionOffset: Int
    /// 1-based line libxml2 reported for the element.
    package let line: Int

    package init(_ element: XMLElement) {
        nameRange = element.nameRange
        startTag = element.startTag
        range = element.range
        isSelfClosing = element.isSelfClosing
        attributeInsertionOffset = element.attributeInsertionOffset
        line = element.line
    }
}
