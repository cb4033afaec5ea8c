import Foundation
import TabLintTestSupport
import Testing

@testable import TabLintProject

/// A binary property list can name one container from many places; Foundation on Linux copies it once per place, so
/// such a file is refused before Foundation reads it, and every file a tool writes still passes.
struct BinaryPlistCheckTests {
    @Test func aFileThatNamesOneArrayFromManyPlacesIsRefused() {
        let bomb = BinaryPlistBytes.sharedArrays(levels: 40)
        #expect(bomb.count < 256)
        #expect(BinaryPlistCheck.check(bomb, limit: bomb.count + 16) == .tooLarge)
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
        #expect(BinaryPlistCheck.check(bytes, limit: bytes.count + 16) == .tooLarge)
        // Within a byte limit above what its places add up to it fits, and not below.
        #expect(BinaryPlistCheck.check(bytes, limit: bytes.count + 16, byteLimit: 21 * length) == .tooLarge)
        #expect(BinaryPlistCheck.check(bytes, limit: bytes.count + 16, byteLimit: 20_001 * length) == .fits)
    }

    @Test func anObjectThatContainsItselfIsRefused() {
        #expect(BinaryPlistCheck.check(BinaryPlistBytes.file([[0xA1, 1], [0xA1, 0]]), limit: 1000) == .tooLarge)
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
            #expect(BinaryPlistCheck.check(bytes, limit: bytes.count + 16) == .fits)
        }
    }

    @Test func projectsAndInfoPlistsLikeThatAreProblemsNotHangs() throws {
        let bomb = BinaryPlistBytes.sharedArrays(levels: 40)
        let files = InMemoryFiles(files: ["/p/App.xcodeproj/project.pbxproj": bomb, "/p/Info.plist": bomb])
        guard case .failure(let issue) = XcodeProject.read(at: "/p/App.xcodeproj", contents: files.contents) else {
            Issue.record("the project must not be read")
            return
        }
        #expect(issue.message.contains("binary property list") && issue.line == 1)
        guard case .failure(let plistIssue) = InfoPlist.read(at: "/p/Info.plist", contents: files.contents) else {
            Issue.record("the Info.plist must not be read")
            return
        }
        #expect(plistIssue.message.contains("binary property list"))
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
