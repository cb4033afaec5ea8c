import Foundation
import Testing

@testable import TabLintCore

@Suite struct FixHintTests {
    /// One hint of every kind, with the `data` object that editors and the JSON report have always received
    /// for it. The switch is exhaustive: a new kind of hint does not compile until it has its line here.
    static func expectedJSON(_ hint: FixHint) -> String {
        switch hint {
        case .addRestorationIdentifier: #"{"fix":"addRestorationIdentifier","objectID":"a-1","value":"Inbox"}"#
        case .uniqueRestorationIdentifier: #"{"fix":"uniqueRestorationIdentifier","objectID":"a-1"}"#
        case .addTabBarItem: #"{"fix":"addTabBarItem","objectID":"a-1"}"#
        case .removeDuplicateTab(let segueID):
            segueID == nil ? #"{"fix":"removeDuplicateTab","segueID":""}"# : #"{"fix":"removeDuplicateTab","segueID":"s-1"}"#
        case .removeAttribute: #"{"attribute":"hidesBottomBarWhenPushed","fix":"removeAttribute","objectID":"a-1"}"#
        case .missingImage: #"{"value":"star.png"}"#
        }
    }

    static let samples: [FixHint] = [
        .addRestorationIdentifier(controllerID: "a-1", suggested: "Inbox"),
        .uniqueRestorationIdentifier(controllerID: "a-1"),
        .addTabBarItem(controllerID: "a-1"),
        .removeDuplicateTab(segueID: "s-1"),
        .removeDuplicateTab(segueID: nil),
        .removeAttribute(.hidesBottomBarWhenPushed, controllerID: "a-1"),
        .missingImage(name: "star.png"),
    ]

    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test(arguments: samples) func encodesToTheDataObjectEditorsKnow(_ hint: FixHint) throws {
        #expect(try json(hint) == Self.expectedJSON(hint))
        #expect(try json(hint) == json(hint.fields))
    }

    @Test(arguments: samples) func decodesWhatItEncodes(_ hint: FixHint) throws {
        #expect(try JSONDecoder().decode(FixHint.self, from: Data(Self.expectedJSON(hint).utf8)) == hint)
        #expect(FixHint(fields: hint.fields) == hint)
    }

    @Test func readsNothingFromDataItDoesNotKnow() {
        let foreign: [[String: String]] = [
            [:],
            ["fix": "renameEverything", "objectID": "a-1"],
            ["fix": "addTabBarItem"],
            ["fix": "addRestorationIdentifier", "objectID": "a-1"],
            ["fix": "moveTabBarItemToNavigation", "objectID": "i-1"],
            ["fix": "removeAttribute", "attribute": "title", "objectID": "a-1"],
            ["value": "star.png", "source": "other-linter"],
            ["quickfix": "x"],
        ]
        for fields in foreign {
            #expect(FixHint(fields: fields) == nil, "\(fields)")
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FixHint.self, from: Data(#"{"fix":"unknown"}"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FixHint.self, from: Data(#"{"fix":1}"#.utf8)) }
    }
}
