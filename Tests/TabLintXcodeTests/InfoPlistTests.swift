import Foundation
import Testing

@testable import TabLintXcode

struct InfoPlistTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>CFBundleName</key>
        	<string>Demo</string>
        	<key>UIMainStoryboardFile</key>
        	<string>Main</string>
        	<key>UIMainStoryboardFile~ipad</key>
        	<string>Main_iPad</string>
        	<key>UILaunchStoryboardName</key>
        	<string>LaunchScreen</string>
        	<key>UIApplicationSceneManifest</key>
        	<dict>
        		<key>UISceneConfigurations</key>
        		<dict>
        			<key>UIWindowSceneSessionRoleApplication</key>
        			<array>
        				<dict>
        					<key>UISceneStoryboardFile</key>
        					<string>Scene</string>
        				</dict>
        				<dict>
        					<key>UISceneStoryboardFile</key>
        					<string>Second</string>
        				</dict>
        			</array>
        		</dict>
        	</dict>
        	<key>NSExtension</key>
        	<dict>
        		<key>NSExtensionMainStoryboard</key>
        		<string>MainInterface</string>
        	</dict>
        	<key>UIDeviceFamily</key>
        	<array>
        		<integer>1</integer>
        		<integer>2</integer>
        	</array>
        	<key>Q&amp;A</key>
        	<true/>
        </dict>
        </plist>
        """

    private func parse(_ bytes: [UInt8]) -> Result<InfoPlist, ProjectIssue> {
        InfoPlist.read(at: "/p/Info.plist") { _ in bytes }
    }

    @Test func readsEveryEntryPointOfAnXMLPlist() throws {
        let plist = try parse(Array(Self.xml.utf8)).get()
        #expect(plist.mainStoryboard == "Main")
        #expect(plist.mainStoryboards == ["Main", "Main_iPad"])
        #expect(plist.launchStoryboards == ["LaunchScreen"])
        #expect(plist.sceneStoryboards == ["Scene", "Second"])
        #expect(plist.extensionStoryboards == ["MainInterface"])
        #expect(plist.deviceFamily == [.iPhone, .iPad])
        #expect(plist.allStoryboards == ["Main", "Main_iPad", "LaunchScreen", "Scene", "Second", "MainInterface"])
    }

    @Test func findsTheLineOfAKey() throws {
        let plist = try parse(Array(Self.xml.utf8)).get()
        #expect(plist.line(ofKey: "CFBundleName") == 5)
        #expect(plist.line(ofKey: "UIMainStoryboardFile") == 7)
        #expect(plist.line(ofKey: "UILaunchStoryboardName") == 11)
        #expect(plist.line(ofKey: "UISceneStoryboardFile") == 20)
        #expect(plist.line(ofKey: "Q&A") == 40)
        #expect(plist.line(ofKey: "Missing") == nil)
    }

    @Test func readsABinaryPlist() throws {
        let dictionary: [String: Any] = [
            "UIMainStoryboardFile": "Main", "UILaunchStoryboardName~ipad": "LaunchPad", "UIDeviceFamily": [2],
            "NSMainStoryboardFile": "MacMain",
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
        #expect(data.starts(with: Array("bplist".utf8)))
        let plist = try parse([UInt8](data)).get()
        #expect(plist.mainStoryboards == ["Main", "MacMain"])
        #expect(plist.launchStoryboards == ["LaunchPad"])
        #expect(plist.deviceFamily == [.iPad])
        #expect(plist.line(ofKey: "UIMainStoryboardFile") == nil)
    }

    @Test func readsAnOldStylePlist() throws {
        let text = "{\n  UIMainStoryboardFile = Main;\n  UIDeviceFamily = (1, 4);\n  NSExtension = { NSExtensionMainStoryboard = Ext; };\n}"
        let plist = try parse(Array(text.utf8)).get()
        #expect(plist.mainStoryboard == "Main")
        #expect(plist.deviceFamily == [.iPhone, .watch])
        #expect(plist.extensionStoryboards == ["Ext"])
        #expect(plist.line(ofKey: "UIMainStoryboardFile") == nil)
    }

    @Test func malformedAndNonDictionaryPlistsAreIssues() throws {
        let broken = Self.xml.replacingOccurrences(of: "<string>Main</string>", with: "<string>Main</dict>")
        guard case .failure(let issue) = parse(Array(broken.utf8)) else {
            Issue.record("expected an issue")
            return
        }
        #expect(issue.path == "/p/Info.plist")
        #expect(issue.message.hasPrefix("Info.plist cannot be read: "))
        let array = #"<?xml version="1.0"?><plist version="1.0"><array><string>a</string></array></plist>"#
        #expect(throws: ProjectIssue(path: "/p/Info.plist", line: 1, message: "Info.plist is not a dictionary")) {
            try parse(Array(array.utf8)).get()
        }
        #expect(throws: ProjectIssue(path: "/p/Info.plist", message: "Info.plist is empty")) { try parse([]).get() }
        #expect(throws: ProjectIssue.self) { try parse([0x00, 0xFF, 0xFE, 0x01]).get() }
    }

    @Test func buildSettingKeysFillInWhatTheFileLacks() throws {
        let text = "{ UILaunchStoryboardName = Launch; }"
        let plist = try parse(Array(text.utf8)).get().merging(buildSettingKeys: [
            "UILaunchStoryboardName": "Other", "UIMainStoryboardFile": "Main", "UIStatusBarHidden": "",
        ])
        #expect(plist.launchStoryboards == ["Launch"])
        #expect(plist.mainStoryboard == "Main")
        #expect(plist.strings["UIStatusBarHidden"] == nil)
    }
}
