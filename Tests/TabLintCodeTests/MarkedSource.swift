@testable import TabLintCode

/// Source text with position markers (`1️⃣`, `2️⃣`, …) removed, and each marker's expected 1-based line and
/// character column.
struct MarkedSource {
    let text: String
    let markers: [String: (line: Int, column: Int)]

    static let names = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    init(_ marked: String) {
        var text = ""
        var markers: [String: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        while let character = rest.first {
            if let name = Self.names.first(where: { rest.hasPrefix($0) }) {
                markers[name] = (line, column)
                rest = rest.dropFirst(name.count)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.markers = markers
    }

    /// The facts `CodeReader` finds in the text as a file with this extension, but for class declarations and
    /// the tab bars built in code (tested in `CodeTabBarTests`).
    /// The fact finders' own answer, without `CodeReader`'s trigger-word filter (tested in `CodeReaderTests`).
    func facts(as fileExtension: String) -> [CodeFact] {
        allFacts(as: fileExtension).filter { fact in
            switch fact.kind {
            case .classDeclared, .tabBarBuilt: return false
            default: return true
            }
        }
    }

    /// Every fact the fact finders find in the text as a file with this extension.
    func allFacts(as fileExtension: String) -> [CodeFact] {
        let source = SourceText(path: "/app/File.\(fileExtension)", bytes: Array(text.utf8))
        return fileExtension == "swift" ? SwiftFactFinder.facts(in: source) : ObjCFactFinder.facts(in: source)
    }
}

/// Facts found in Swift source (markers removed).
func swiftFacts(_ source: String) -> [CodeFact] { MarkedSource(source).facts(as: "swift") }

/// Facts found in Objective-C source (markers removed).
func objcFacts(_ source: String) -> [CodeFact] { MarkedSource(source).facts(as: "m") }

/// The kinds of `facts`, in order.
func kinds(_ facts: [CodeFact]) -> [CodeFactKind] { facts.map(\.kind) }
