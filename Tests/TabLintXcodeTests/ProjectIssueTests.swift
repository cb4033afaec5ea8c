import Foundation
import Testing

@testable import TabLintXcode

struct ProjectIssueTests {
    private func issue(_ bytes: [UInt8], at path: String = "/p/Demo.xcodeproj") -> ProjectIssue? {
        let result = XcodeProject.read(at: path) { _ in bytes }
        guard case .failure(let issue) = result else { return nil }
        return issue
    }

    @Test func mergeConflictMarkersNameTheFirstMarkersLine() throws {
        var lines = ProjectFixtures.demo.components(separatedBy: "\n")
        lines.insert("<<<<<<< HEAD", at: 11)
        lines.insert("=======", at: 13)
        lines.insert(">>>>>>> feature", at: 15)
        let found = try #require(issue(Array(lines.joined(separator: "\n").utf8)))
        #expect(found.path == "/p/Demo.xcodeproj/project.pbxproj")
        #expect(found.line == 12)
        #expect(found.message == "project.pbxproj has merge-conflict markers: Xcode cannot open it")
    }

    @Test func truncatedProjectGivesTheParsersLine() throws {
        let text = ProjectFixtures.demo.components(separatedBy: "\n").prefix(40).joined(separator: "\n")
        let found = try #require(issue(Array(text.utf8)))
        #expect(found.message.hasPrefix("project.pbxproj cannot be read: "))
        #expect(found.line != nil)
    }

    @Test func garbageIsAnIssueNotACrash() {
        let cases: [(String, [UInt8])] = [
            ("empty", []),
            ("binary noise", [0xFF, 0x00, 0x12, 0x80]),
            ("broken binary plist", Array("bplist00".utf8) + [0x01, 0x02, 0xFF, 0xFF, 0xFF]),
            ("no root object", Array("{ objects = {}; }".utf8)),
            ("an array", Array("(a, b)".utf8)),
            ("root is a group", Array("{ rootObject = X; objects = { X = {isa = PBXGroup;}; }; }".utf8)),
            ("broken XML", Array("<?xml version=\"1.0\"?><plist><dict><key>a</key></plist>".utf8)),
            ("deep nesting", Array(repeating: UInt8(ascii: "{"), count: 5000)),
        ]
        for (name, bytes) in cases {
            #expect(issue(bytes) != nil, "\(name)")
        }
    }

    @Test func aRootObjectWithoutTargetsIsAnEmptyProject() throws {
        let text = "{ rootObject = R; objects = { R = {isa = PBXProject; targets = (T, MISSING); }; T = 3; }; }"
        let project = try XcodeProject.read(at: "/p/A.xcodeproj") { _ in Array(text.utf8) }.get()
        #expect(project.targets.isEmpty)
    }

    @Test func aMissingFileIsAnIssue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-missing-\(UUID())").path
        let result = XcodeProject.read(at: folder + "/None.xcodeproj")
        guard case .failure(let found) = result else {
            Issue.record("expected an issue")
            return
        }
        #expect(found.path == folder + "/None.xcodeproj/project.pbxproj")
        #expect(found.message.hasPrefix("project.pbxproj cannot be read: "))
    }

    @Test func cyclicGroupsDoNotHang() throws {
        let text = """
            { rootObject = R; objects = {
              R = {isa = PBXProject; mainGroup = G1; targets = (T); };
              G1 = {isa = PBXGroup; children = (G2); path = a; sourceTree = "<group>"; };
              G2 = {isa = PBXGroup; children = (G1, F); path = b; sourceTree = "<group>"; };
              F = {isa = PBXFileReference; path = x.xib; sourceTree = "<group>"; };
              B = {isa = PBXBuildFile; fileRef = F; };
              P = {isa = PBXResourcesBuildPhase; files = (B); };
              T = {isa = PBXNativeTarget; name = T; buildPhases = (P); productType = "com.apple.product-type.bundle"; };
            }; }
            """
        let project = try XcodeProject.read(at: "/p/A.xcodeproj") { _ in Array(text.utf8) }.get()
        #expect(project.targets.first?.resourceFiles.count == 1)
    }
}
