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
/// reads an element's `id` and a few named properties, not its frame, colour and font values, so most values are
/// never made into a `String`.
package struct XMLAttributes: RandomAccessCollection, Sendable {
    let table: AttributeTable
    let bounds: Range<Int>

    package var startIndex: Int { bounds.lowerBound }
    package var endIndex: Int { bounds.upperBound }

    package subscript(position: Int) -> XMLAttribute {
        precondition(bounds.contains(position), "attribute index out of range")
        return table.stored[position].attribute(table)
    }

    /// The attribute named `name`, its value made only for it. The UTF-8 counts are compared first: most of an
    /// element's other attributes differ from the one asked for in length, a `String` stores its count, and `==` has
    /// to look at a heap name's contents. (XML compares names by code points, `==` by canonical equivalence: the
    /// count check rules out an equivalent spelling of another length, such as `K` written as U+212A KELVIN SIGN;
    /// names of one length are still compared by `==`.)
    package func named(_ name: String) -> XMLAttribute? {
        position(of: name).map { table.stored[$0].attribute(table) }
    }

    /// The value of the attribute named `name`, without the rest of an `XMLAttribute`.
    package func value(named name: String) -> String? {
        position(of: name).map { table.string(table.stored[$0].value) }
    }

    private func position(of name: String) -> Int? {
        let length = name.utf8.count
        return table.stored[bounds].firstIndex { $0.name.utf8.count == length && $0.name == name }
    }

    /// One past the end of the last value's closing quote, or `nil` without attributes.
    var endOfLastValue: Int? { table.stored[bounds].lazy.map(\.valueRange.upperBound).max().map { $0 + 1 } }
}

/// An attribute as the builder stores it: its value is a range of its document's `AttributeTable` bytes.
struct StoredAttribute: Sendable {
    let name: String
    let value: Range<Int>
    let nameRange: Range<Int>
    let valueRange: Range<Int>

    func attribute(_ table: AttributeTable) -> XMLAttribute {
        XMLAttribute(name: name, value: table.string(value), nameRange: nameRange, valueRange: valueRange)
    }
}

/// Every attribute of a document, one after another in document order, and where their decoded values are: the
/// document's UTF-8 text, followed by the values the text does not spell byte for byte (`SAXBuilder.storeValue`). A
/// value range below the text's count is in the text, one past it in `copied`.
///
/// One object per document, which every element's `XMLAttributes` refers to: an element then holds one reference for
/// its attributes, not an array slice and a value store (two), and gets it when it is made, not in a pass at the end.
/// `SAXBuilder` fills it while it parses, on one thread, and nothing changes it afterwards: that is what makes it
/// `Sendable`. Its arrays are accessed without run-time exclusivity checks (the builder appends to them a few hundred
/// thousand times a second).
final class AttributeTable: @unchecked Sendable {
    @exclusivity(unchecked) var stored: [StoredAttribute] = []
    @exclusivity(unchecked) var copied: [UInt8] = []
    let text: [UInt8]

    init(text: [UInt8]) { self.text = text }

    func string(_ range: Range<Int>) -> String {
        let inText = range.lowerBound < text.count
        let offset = inText ? 0 : text.count
        let bounds = (range.lowerBound - offset)..<(range.upperBound - offset)
        return (inText ? text : copied).withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[bounds]), as: UTF8.self)
        }
    }
}
