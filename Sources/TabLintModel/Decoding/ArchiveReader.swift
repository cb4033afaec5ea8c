import Foundation
import TabLintXML

/// Reads the keyed-archive vocabulary of legacy `<archive>` xibs over the parsed elements: keyed children
/// (`<string key="IBUITitle">…</string>`), their text with its exact range, `<reference ref="…"/>`, the
/// `objectRecords` (XML `id` → IB object ID) and `flattenedProperties` (`"<objectID>.CustomClassName"`).
///
/// 7.x files write collections as `<object class="NSMutableArray">` with an `EncodedWithXMLCoder` flag and
/// dictionaries as parallel `dict.sortedKeys`/`dict.values` arrays (or `NS.key.N`/`NS.object.N` pairs);
/// 8.x files write `<array>` and `<dictionary>` with keyed entries. Both are read here.
struct ArchiveReader {
    let xml: XMLDocument
    /// XML `id` → element index, for `<reference ref="…"/>`.
    let elementByID: [String: Int]

    init(xml: XMLDocument, elementByID: [String: Int]) {
        self.xml = xml
        self.elementByID = elementByID
    }

    /// The child of `index` whose `key` attribute is `key`.
    func child(_ index: Int, key: String) -> Int? {
        xml.children(of: index).first { xml.elements[$0]["key"] == key }
    }

    /// The items of a collection element (`NSMutableArray`, `NSArray`, `<array>`), in order, without the
    /// `EncodedWithXMLCoder` flag.
    func items(_ index: Int) -> [Int] {
        xml.children(of: index).filter { xml.elements[$0]["key"] != "EncodedWithXMLCoder" }
    }

    /// The element a `<reference ref="…"/>` stands for, or the element itself.
    func resolved(_ index: Int) -> Int? {
        let element = xml.elements[index]
        guard element.name == "reference" else { return index }
        guard let ref = element["ref"] else { return nil }
        return elementByID[ref]
    }

    /// The text of a keyed child (`<string key="IBUITitle">First</string>`) with the range of the text.
    func text(_ index: Int, key: String) -> AttributeValue? {
        child(index, key: key).flatMap(text)
    }

    /// The text of an element with the range of its character data; `type="base64-UTF8"` strings (IB's
    /// encoding for text with control characters) are decoded. The name range is the `key` attribute's value.
    func text(_ index: Int) -> AttributeValue? {
        let element = xml.elements[index]
        let range = contentRange(index)
        var value = element.text
        if element["type"] == "base64-UTF8" {
            var encoded = value.filter { !$0.isWhitespace }
            while encoded.count % 4 != 0 { encoded += "=" }
            guard let data = Data(base64Encoded: encoded) else { return nil }
            value = String(decoding: data, as: UTF8.self)
        }
        let nameRange = element.attribute("key")?.valueRange ?? element.nameRange
        return AttributeValue(value: value, range: range, nameRange: nameRange)
    }

    /// The bytes between the start tag and the end tag (empty, at the tag's end, for `<empty/>`).
    func contentRange(_ index: Int) -> Range<Int> {
        let element = xml.elements[index]
        let start = element.startTag.upperBound
        guard !element.isSelfClosing else { return start..<start }
        let endTagLength = 3 + element.name.utf8.count
        let end = element.range.upperBound - endTagLength
        let text = xml.source.text
        guard end >= start, end + 1 < text.count, text[end] == UInt8(ascii: "<"), text[end + 1] == UInt8(ascii: "/") else {
            return start..<start
        }
        return start..<end
    }

    /// `objectRecords`: the IB object ID (`"108"`, `"-1"`) of every archived object, by XML `id`.
    func objectIDsByXMLID() -> [String: String] {
        var result: [String: String] = [:]
        for index in xml.elements.indices where xml.elements[index]["class"] == "IBObjectRecord" {
            guard let objectID = text(index, key: "objectID")?.value,
                let object = child(index, key: "object"),
                let xmlID = xml.elements[object]["ref"] ?? xml.elements[object]["id"]
            else { continue }
            result[xmlID] = objectID
        }
        return result
    }

    /// `flattenedProperties` as key → text value (only string values; others are skipped).
    func flattenedProperties() -> [String: AttributeValue] {
        guard let index = xml.elements.indices.first(where: { xml.elements[$0]["key"] == "flattenedProperties" }) else {
            return [:]
        }
        return dictionary(index)
    }

    /// The string entries of an archived dictionary, whichever of the three encodings it uses.
    func dictionary(_ index: Int) -> [String: AttributeValue] {
        var result: [String: AttributeValue] = [:]
        if let keys = child(index, key: "dict.sortedKeys").flatMap(resolved), let values = child(index, key: "dict.values").flatMap(resolved) {
            for (key, value) in zip(items(keys), items(values)) {
                guard let name = text(key)?.value, xml.elements[value].name == "string", let text = text(value) else { continue }
                result[name] = text
            }
            return result
        }
        var pairedKeys: [String: String] = [:]
        var pairedValues: [String: AttributeValue] = [:]
        for child in xml.children(of: index) {
            let element = xml.elements[child]
            guard let key = element["key"], key != "EncodedWithXMLCoder", element.name == "string", let value = text(child) else { continue }
            if key.hasPrefix("NS.key.") {
                pairedKeys[String(key.dropFirst("NS.key.".count))] = value.value
            } else if key.hasPrefix("NS.object.") {
                pairedValues[String(key.dropFirst("NS.object.".count))] = value
            } else {
                result[key] = value
            }
        }
        for (position, key) in pairedKeys {
            if let value = pairedValues[position] { result[key] = value }
        }
        return result
    }
}
