import Foundation
import Testing

@testable import TabLintXcode

/// `OpenStepPlist` must read what `PropertyListSerialization` reads, value for value: it replaces it for speed only.
struct OpenStepPlistTests {
    /// A value both readers' results can be compared as.
    indirect enum Value: Equatable, CustomStringConvertible {
        case string(String)
        case array([Value])
        case dictionary([String: Value])
        case other(String)

        init(_ any: Any) {
            if let string = any as? String {
                self = .string(string)
            } else if let array = any as? [Any] {
                self = .array(array.map(Value.init))
            } else if let dictionary = any as? [AnyHashable: Any] {
                var entries: [String: Value] = [:]
                for (key, value) in dictionary { entries["\(key.base)"] = Value(value) }
                self = .dictionary(entries)
            } else if let dictionary = any as? [String: Any] {
                self = .dictionary(dictionary.mapValues(Value.init))
            } else {
                self = .other("\(type(of: any)): \(any)")
            }
        }

        init(_ value: PlistValue) {
            switch value {
            case .string(let text): self = .string(text)
            case .array(let values): self = .array(values.map(Value.init))
            case .dictionary(let entries): self = .dictionary(entries.dictionary.mapValues(Value.init))
            case .other: self = .other("other")
            }
        }

        var description: String {
            switch self {
            case .string(let text): return text.debugDescription
            case .array(let values): return "(\(values.map(\.description).joined(separator: ", ")))"
            case .dictionary(let entries):
                return "{" + entries.keys.sorted().map { "\($0) = \(entries[$0]!)" }.joined(separator: "; ") + "}"
            case .other(let text): return text
            }
        }
    }

    private static func foundation(_ text: [UInt8]) throws -> Value {
        Value(try PropertyListSerialization.propertyList(from: Data(text), options: [], format: nil))
    }

    private static func ours(_ text: [UInt8]) throws -> Value { Value(try OpenStepPlist.parse(text)) }

    /// The same text read in place (`PlistArena`, what `XcodeProject` reads), as a value.
    private static func inPlace(_ text: [UInt8]) throws -> Value {
        let arena = try OpenStepPlist.arena(text)
        return Value(arena.value(arena.root))
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every `project.pbxproj` under `folder`.
    static func projects(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == "project.pbxproj" }
            .sorted { $0.path < $1.path }
    }

    @Test func readsEveryCorpusProjectAsFoundationDoes() throws {
        let projects = Self.projects(under: Self.repository.appendingPathComponent("Corpus"))
        #expect(projects.count >= 9)
        for url in projects {
            let bytes = [UInt8](try Data(contentsOf: url))
            #expect(try Self.ours(bytes) == Self.foundation(bytes), "\(url.path)")
            #expect(try Self.inPlace(bytes) == Self.foundation(bytes), "\(url.path)")
        }
    }

    /// The real apps' projects (`TABLINT_REAL_PROJECTS`, as `RealProjectsTests`), when present.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TABLINT_REAL_PROJECTS"] != nil))
    func readsEveryRealProjectAsFoundationDoes() throws {
        let roots = ProcessInfo.processInfo.environment["TABLINT_REAL_PROJECTS"]!.split(separator: ":")
        var compared = 0
        var leftToFoundation: [String] = []
        for root in roots {
            for url in Self.projects(under: URL(fileURLWithPath: String(root))) {
                let bytes = [UInt8](try Data(contentsOf: url))
                guard let theirs = try? Self.foundation(bytes) else { continue }
                guard let mine = try? Self.ours(bytes) else {
                    leftToFoundation.append(url.path)
                    continue
                }
                #expect(mine == theirs, "\(url.path)")
                #expect(try Self.inPlace(bytes) == theirs, "\(url.path)")
                compared += 1
            }
        }
        #expect(compared > 0)
        // Xcode writes nothing outside the subset: every real project takes the fast path.
        #expect(leftToFoundation.isEmpty)
    }

    @Test(arguments: [
        "{ a = b; }",
        "// !$*UTF8*$!\n{ archiveVersion = 1; /* c */ objects = { X = { isa = PBXGroup; children = ( A /* a */, B, ); }; }; }",
        "{ path = \"My App/Main.storyboard\"; name = 'single quoted'; }",
        "{ s = \"tab\\there \\\"q\\\" back\\\\slash new\\nline \\q\"; }",
        "{ e = \"\"; f = \"caf\u{E9} \u{1F600}\"; }",
        "{ url = http://example.com/a//b; }",
        "{ k = v; k = w; }",
        "{ k = v; k = { a = b; }; j = { x = 1; x = (2); }; }",
        "( a, (b, c), { d = e; }, )",
        "()",
        "{}",
        "\u{FEFF}{ bom = yes; }",
        "{ a = b; } // trailing comment",
        "{ a = b; } /* unterminated",
        "{ \"$(SRCROOT)\" = \"-DX=1\"; _x-y.z:w = 0123; }",
    ])
    func readsTheSubsetAsFoundationDoes(_ text: String) throws {
        let bytes = Array(text.utf8)
        #expect(try Self.ours(bytes) == Self.foundation(bytes))
        #expect(try Self.inPlace(bytes) == Self.foundation(bytes))
    }

    @Test(arguments: [
        // Outside the subset: Foundation reads these (or rejects them); OpenStepPlist leaves them to it.
        "{ a = <0fbd77>; }", "{ a = \"\\U00e9\"; }", "{ a = \"\\101\"; }", "{ a; }", "a = b;",
        // Not property lists at all.
        "{ a = b }", "{ a = b;", "( a b )", "{ = b; }", "{ a = ; }", "\"open", "", "{ a = b; } c",
    ])
    func leavesTheRestToFoundation(_ text: String) {
        #expect(throws: OpenStepPlist.Unsupported.self) { try OpenStepPlist.parse(Array(text.utf8)) }
        #expect(throws: OpenStepPlist.Unsupported.self) { try OpenStepPlist.arena(Array(text.utf8)) }
    }

    @Test func invalidUTF8IsLeftToFoundation() {
        let text = Array("{ a = \"".utf8) + [0xFF] + Array("\"; }".utf8)
        #expect(throws: OpenStepPlist.Unsupported.self) { try OpenStepPlist.parse(text) }
        #expect(throws: OpenStepPlist.Unsupported.self) { try OpenStepPlist.arena(text) }
    }

    /// Strings are made only when read: an escaped or non-ASCII one is still checked when the text is read, so that
    /// a text is refused (left to Foundation) whatever a reader later reads of it.
    @Test func anUnreadStringIsCheckedWhenTheTextIsRead() {
        for text in ["{ a = b; c = \"\\U00e9\"; }", "{ a = b; c = \"\\101\"; }"] {
            #expect(throws: OpenStepPlist.Unsupported.self) { try OpenStepPlist.arena(Array(text.utf8)) }
        }
        let arena = try? OpenStepPlist.arena(Array("{ a = \"x\\ty\"; b = \"caf\u{E9}\"; }".utf8))
        #expect(arena.map { $0.string($0.value("a", in: $0.root)!) } == "x\ty")
        #expect(arena.map { $0.string($0.value("b", in: $0.root)!) } == "caf\u{E9}")
    }

    @Test func unquotedStringsAreCoreFoundationsCharacters() {
        let characters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$/:.-".utf8)
        for byte in UInt8.min...UInt8.max {
            #expect(OpenStepPlist.Parser.isUnquoted(byte) == characters.contains(byte), "\(byte)")
        }
    }

    @Test func deepNestingStopsWithoutRecursingFurther() {
        let text = String(repeating: "(", count: 100_000)
        #expect(throws: OpenStepPlist.TooDeep.self) { try OpenStepPlist.parse(Array(text.utf8)) }
        #expect(throws: OpenStepPlist.TooDeep.self) { try OpenStepPlist.arena(Array(text.utf8)) }
        let issue = PropertyListReader.dictionary(from: Array(("{ a = " + text).utf8), path: "/p", kind: "project.pbxproj")
        guard case .failure(let failure) = issue else {
            Issue.record("a too deep plist must fail")
            return
        }
        #expect(failure.message.contains("nests more than"))
    }
}
