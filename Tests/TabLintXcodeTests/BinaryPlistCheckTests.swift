import Foundation
import TabLintTestSupport
import Testing

@testable import TabLintXcode

/// A binary property list can name one container from many places; Foundation on Linux copies it once per place, so
/// such a file is refused before Foundation reads it, and every file a tool writes still passes.
struct BinaryPlistCheckTests {
    @Test func aFileThatNamesOneArrayFromManyPlacesIsRefused() {
        let bomb = BinaryPlistBytes.sharedArrays(levels: 40)
        #expect(bomb.count < 256)
        #expect(BinaryPlistCheck.check(bomb, limit: BinaryPlistCheck.valueLimit(forFileOf: bomb.count)) == .tooLarge)
        // A few levels stand for few values: the same shape passes while it fits.
        let small = BinaryPlistBytes.sharedArrays(levels: 3)
        #expect(BinaryPlistCheck.check(small, limit: 15) == .fits)
        #expect(BinaryPlistCheck.check(small, limit: 14) == .tooLarge)
    }

    /// One string of 100 KB named 20,000 times: few values, but 2 GB of text once each place has its copy.
    @Test func aFileThatNamesOneLongStringFromManyPlacesIsRefused() {
        let length = 100_000
        let references = 20_000
        let string: [UInt8] = [0x5F, 0x12] + BinaryPlistBytes.bigEndian(length, size: 4) + Array(repeating: 0x61, count: length)
        let array: [UInt8] = [0xAF, 0x11] + BinaryPlistBytes.bigEndian(references, size: 2) + Array(repeating: 0, count: references)
        // Four-byte offsets: the string is longer than one byte can address.
        let bytes = BinaryPlistBytes.file([string, array], offsetSize: 4)
        #expect(BinaryPlistCheck.check(bytes, limit: BinaryPlistCheck.valueLimit(forFileOf: bytes.count)) == .tooLarge)
        // Within a byte limit above what its places add up to it fits, and not below.
        #expect(BinaryPlistCheck.check(bytes, limit: BinaryPlistCheck.valueLimit(forFileOf: bytes.count), byteLimit: 21 * length) == .tooLarge)
        #expect(BinaryPlistCheck.check(bytes, limit: BinaryPlistCheck.valueLimit(forFileOf: bytes.count), byteLimit: 20_001 * length) == .fits)
    }

    @Test func anObjectThatContainsItselfIsRefused() {
        #expect(BinaryPlistCheck.check(BinaryPlistBytes.file([[0xA1, 1], [0xA1, 0]]), limit: 1000) == .tooLarge)
    }

    /// A set of one string (the `strings` fuzz target's crash, 2026-11-27): Foundation on Linux crashes bridging it.
    @Test func aSetIsRefusedWhereverItStands() {
        let string: [UInt8] = [0x51, UInt8(ascii: "x")]
        #expect(BinaryPlistCheck.check(BinaryPlistBytes.file([string, [0xC1, 0]]), limit: 1000) == .holdsSet)
        #expect(BinaryPlistCheck.check(BinaryPlistBytes.file([[0xC0]]), limit: 1000) == .holdsSet)
        // Under a dictionary and an array.
        let nested = BinaryPlistBytes.file([string, [0xC1, 0], [0xA1, 1], [0xD1, 0, 2]])
        #expect(BinaryPlistCheck.check(nested, limit: 1000) == .holdsSet)
        // The same shape with an array where the set was fits: only the set is refused.
        #expect(BinaryPlistCheck.check(BinaryPlistBytes.file([string, [0xA1, 0], [0xA1, 1], [0xD1, 0, 2]]), limit: 1000) == .fits)
    }

    @Test func aBrokenStructureIsUnreadableAndOtherTextIsNotBinary() {
        let bomb = BinaryPlistBytes.sharedArrays(levels: 3)
        #expect(BinaryPlistCheck.check(Array(bomb.dropLast(4)), limit: 1000) == .unreadable)
        #expect(BinaryPlistCheck.check(Array("bplist00 and nothing else".utf8), limit: 1000) == .unreadable)
        // A reference past the last object.
        #expect(BinaryPlistCheck.check(BinaryPlistBytes.file([[0x51, 0x78], [0xA1, 9]]), limit: 1000) == .unreadable)
        #expect(BinaryPlistCheck.check(Array("{ a = b; }".utf8), limit: 1000) == .notBinary)
        #expect(BinaryPlistCheck.check(Array("<?xml version=\"1.0\"?><plist/>".utf8), limit: 1000) == .notBinary)
    }

    /// What Foundation writes passes, with its shared strings, counts past 15 and nested containers.
    @Test func everyPlistFoundationWritesFits() throws {
        let values: [Any] = [
            ["a": "b"],
            ["isa": "PBXGroup", "children": (0..<40).map { "ID\($0 % 3)" }, "nested": ["x": ["y": [1, 2, 3]]]],
            (0..<300).map { ["name": "item \($0 % 7)", "path": "<group>", "flag": $0 % 2 == 0] },
            ["UIApplicationSceneManifest": ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneStoryboardFile": "Main"]]]]],
        ]
        for value in values {
            let bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0))
            #expect(BinaryPlistCheck.check(bytes, limit: BinaryPlistCheck.valueLimit(forFileOf: bytes.count)) == .fits)
        }
    }

    /// Projects and `Info.plist`s like these are problems, not hangs or crashes: one that names an array from many
    /// places, and a dictionary holding a set (`Tests/Fixtures/FuzzCrashes/project`).
    @Test(arguments: [
        (BinaryPlistBytes.sharedArrays(levels: 40), "names its objects from so many places"),
        (BinaryPlistBytes.file([[0x51, UInt8(ascii: "k")], [0xC1, 0], [0xD1, 0, 1]]), "holds a set"),
    ])
    func projectsAndInfoPlistsLikeThatAreProblemsNotHangs(_ bytes: [UInt8], _ reason: String) throws {
        let files = InMemoryFiles(files: ["/p/App.xcodeproj/project.pbxproj": bytes, "/p/Info.plist": bytes])
        guard case .failure(let issue) = XcodeProject.read(at: "/p/App.xcodeproj", contents: files.contents) else {
            Issue.record("the project must not be read")
            return
        }
        #expect(issue.message.contains("binary property list") && issue.message.contains(reason) && issue.line == 1)
        guard case .failure(let plistIssue) = InfoPlist.read(at: "/p/Info.plist", contents: files.contents) else {
            Issue.record("the Info.plist must not be read")
            return
        }
        #expect(plistIssue.message.contains("binary property list") && plistIssue.message.contains(reason))
    }

    /// An XML project (Foundation reads it) nested deeper than `OpenStepPlist` allows is a problem, not a recursion
    /// as deep as the file.
    @Test func aFoundationReadProjectThatNestsTooDeepIsAProblem() {
        let nested = String(repeating: "<array>", count: 300) + String(repeating: "</array>", count: 300)
        let text = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>objects</key>\(nested)</dict></plist>"
        let files = InMemoryFiles(files: ["/p/App.xcodeproj/project.pbxproj": Array(text.utf8)])
        guard case .failure(let issue) = XcodeProject.read(at: "/p/App.xcodeproj", contents: files.contents) else {
            Issue.record("the project must not be read")
            return
        }
        #expect(issue.message.contains("nests more than 256 levels deep"), "\(issue.message)")
    }
}
