import TabLintXML

/// An attribute value as written in the file, with the byte ranges rules anchor on.
package struct AttributeValue: Sendable, Hashable, CustomStringConvertible {
    package let value: String
    /// The value between the quotes.
    package let range: Range<Int>
    /// The attribute's name.
    package let nameRange: Range<Int>

    package init(value: String, range: Range<Int>, nameRange: Range<Int>) {
        self.value = value
        self.range = range
        self.nameRange = nameRange
    }

    package init(_ attribute: XMLAttribute) {
        self.init(value: attribute.value, range: attribute.valueRange, nameRange: attribute.nameRange)
    }

    /// The whole `name="value"` text.
    package var attributeRange: Range<Int> { nameRange.lowerBound..<(range.upperBound + 1) }

    package var description: String { value }
}

extension XMLElement {
    func value(_ name: String) -> AttributeValue? {
        attribute(name).map(AttributeValue.init)
    }

    /// An attribute that IB writes only when it is set; an empty value counts as absent.
    func nonEmptyValue(_ name: String) -> AttributeValue? {
        guard let value = value(name), !value.value.isEmpty else { return nil }
        return value
    }

    func flag(_ name: String) -> Bool { self[name] == "YES" }
}
