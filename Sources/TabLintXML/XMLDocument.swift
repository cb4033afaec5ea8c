import TabLintSource

/// One element of a parsed document. Elements live in `XMLDocument.elements` in document order and
/// refer to each other by index; an element's children are found from `subtreeEnd` (`XMLDocument.children(of:)`),
/// and its attributes are a slice of one array shared by the whole document, so that a document's tree is a few
/// arrays, not two more per element to allocate and free.
package struct XMLElement: Sendable {
    /// Qualified name (`prefix:local` when a prefix is present).
    package let name: String
    /// In the order of the text.
    package let attributes: XMLAttributes
    /// Index of the parent element, or `nil` for the root.
    package let parent: Int?
    /// The element name inside the start tag.
    package let nameRange: Range<Int>
    /// From `<` to the `>` of the start tag.
    package let startTag: Range<Int>
    /// From `<` to the end of the end tag (equal to `startTag` for `<empty/>`).
    package internal(set) var range: Range<Int>
    package let isSelfClosing: Bool
    /// 1-based line of the start tag as libxml2 reported it.
    package let line: Int
    /// Character data directly inside the element (CDATA included), or "" when it holds only whitespace.
    package internal(set) var text: String = ""
    /// One past the index of the element's last descendant: its subtree is `index + 1 ..< subtreeEnd`.
    package internal(set) var subtreeEnd: Int = 0

    package subscript(name: String) -> String? { attributes.value(named: name) }

    /// The attribute named `name` (`XMLAttributes.named`).
    package func attribute(_ name: String) -> XMLAttribute? { attributes.named(name) }

    /// Where new attributes can be inserted: right after the last attribute (or the name), before
    /// any whitespace and the closing `>` or `/>`.
    package var attributeInsertionOffset: Int {
        attributes.endOfLastValue ?? nameRange.upperBound
    }
}

/// The result of parsing one file: its elements with exact ranges, and what libxml2 reported.
package struct XMLDocument: Sendable {
    package let source: SourceFile
    /// Elements in document order; `elements.first` is the root element when the document has one.
    package let elements: [XMLElement]
    package let issues: [XMLIssue]
    /// libxml2 accepted the document as well-formed XML.
    package let isWellFormed: Bool
    /// The document had a `<!DOCTYPE …>` (its declarations are never used: entities are not expanded).
    package let hasDocumentTypeDeclaration: Bool
    /// The byte scanner stayed in step with libxml2's events to the end, so every element and attribute range is
    /// exact; `false` when they disagreed (only ever seen for documents libxml2 rejects), and ranges from there on
    /// fall back to whole lines.
    package let rangesAreExact: Bool

    package var root: XMLElement? { elements.first }

    /// The children of the element at `index`, in document order.
    package func children(of index: Int) -> Children { Children(elements: elements, parent: index) }

    package func children(of index: Int, named name: String) -> [Int] {
        children(of: index).filter { elements[$0].name == name }
    }

    package func firstChild(of index: Int, named name: String) -> Int? {
        children(of: index).first { elements[$0].name == name }
    }

    /// The first child named `name` whose `key` attribute is `key` (IB's way of naming properties).
    package func child(of index: Int, named name: String, key: String) -> Int? {
        children(of: index).first { elements[$0].name == name && elements[$0]["key"] == key }
    }

    /// An element's children: the first is the element after it, when that one is in its subtree, and each next
    /// one starts where the previous one's subtree ends.
    package struct Children: Sequence {
        let elements: [XMLElement]
        let parent: Int

        package func makeIterator() -> Iterator {
            Iterator(elements: elements, cursor: parent + 1, end: elements[parent].subtreeEnd)
        }

        package struct Iterator: IteratorProtocol {
            let elements: [XMLElement]
            var cursor: Int
            let end: Int

            package mutating func next() -> Int? {
                guard cursor < end else { return nil }
                let child = cursor
                // Never backwards, whatever a subtree end says: the walk ends.
                cursor = Swift.max(child + 1, elements[child].subtreeEnd)
                return child
            }
        }
    }

    /// All descendants of an element in document order: elements are stored in document order, so a
    /// subtree is the contiguous run after its root.
    package func descendants(of index: Int) -> Range<Int> {
        (index + 1)..<max(index + 1, elements[index].subtreeEnd)
    }

    package func isDescendant(_ candidate: Int, of ancestor: Int) -> Bool {
        descendants(of: ancestor).contains(candidate)
    }

    /// Ancestors from the parent up to the root.
    package func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = elements[index].parent
        while let next = current {
            result.append(next)
            current = elements[next].parent
        }
        return result
    }
}
