/// An attribute with its decoded value and the exact byte ranges of its name and of its value
/// (the value range excludes the quotes).
package struct XMLAttribute: Sendable, Hashable {
    package let name: String
    package let value: String
    package let nameRange: Range<Int>
    package let valueRange: Range<Int>

    package init(name: String, value: String, nameRange: Range<Int>, valueRange: Range<Int>) {
        self.name = name
        self.value = value
        self.nameRange = nameRange
        self.valueRange = valueRange
    }
}

/// An element's attributes in the order of the text. Their values stay bytes until one is asked for: a decoder
/// reads an element's `id` and a few named properties, not its frame, colour and font values, and making a `String`
/// of every value cost more instructions than any other part of building the tree (callgrind over
/// `generate_project.py --files 200`: 201,452 values made, about 60,000 read).
package struct XMLAttributes: RandomAccessCollection, Sendable {
    let stored: ArraySlice<StoredAttribute>
    let values: AttributeValueBytes

    static let none = XMLAttributes(stored: [], values: AttributeValueBytes(text: [], copied: []))

    package var startIndex: Int { stored.startIndex }
    package var endIndex: Int { stored.endIndex }

    package subscript(position: Int) -> XMLAttribute { stored[position].attribute(values) }

    /// The attribute named `name`, its value made only for it. The UTF-8 counts are compared first: most of an
    /// element's other attributes differ from the one asked for in length, a `String` stores its count, and `==` has
    /// to look at a heap name's contents. (XML compares names by code points, `==` by canonical equivalence: the
    /// count check rules out an equivalent spelling of another length, such as `K` written as U+212A KELVIN SIGN;
    /// names of one length are still compared by `==`.)
    package func named(_ name: String) -> XMLAttribute? {
        position(of: name).map { stored[$0].attribute(values) }
    }

    /// The value of the attribute named `name`, without the rest of an `XMLAttribute`.
    package func value(named name: String) -> String? {
        position(of: name).map { values.string(stored[$0].value) }
    }

    private func position(of name: String) -> Int? {
        let length = name.utf8.count
        return stored.firstIndex { $0.name.utf8.count == length && $0.name == name }
    }

    /// One past the end of the last value's closing quote, or `nil` without attributes.
    var endOfLastValue: Int? { stored.map(\.valueRange.upperBound).max().map { $0 + 1 } }
}

/// An attribute as the builder stores it: its value is a range of the document's `AttributeValueBytes`.
struct StoredAttribute: Sendable {
    let name: String
    let value: Range<Int>
    let nameRange: Range<Int>
    let valueRange: Range<Int>

    func attribute(_ values: AttributeValueBytes) -> XMLAttribute {
        XMLAttribute(name: name, value: values.string(value), nameRange: nameRange, valueRange: valueRange)
    }
}

/// Where a document's decoded attribute values are: its UTF-8 text, followed by the values the text does not spell
/// byte for byte (`SAXBuilder.storeValue`). A range below the text's count is in the text, one past it in `copied`.
final class AttributeValueBytes: Sendable {
    let text: [UInt8]
    let copied: [UInt8]

    init(text: [UInt8], copied: [UInt8]) {
        self.text = text
        self.copied = copied
    }

    func string(_ range: Range<Int>) -> String {
        let inText = range.lowerBound < text.count
        let bytes = inText ? text : copied
        let offset = inText ? 0 : text.count
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[(range.lowerBound - offset)..<(range.upperBound - offset)]), as: UTF8.self)
        }
    }
}
