import Foundation
import TabLintFuzzing
import TabLintTestSupport
import Testing

/// Every input that once broke a fuzz target, run again through the same `FuzzTarget` in the normal build,
/// with the hand-made seeds: a crash returns as a failing (crashing) test.
@Suite struct FuzzRegressionTests {
    private static let root = Fixtures.repositoryRoot()

    @Test(arguments: FuzzTarget.all.map(\.name))
    func savedInputsRunCleanly(target name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        for folder in ["Tests/Fixtures/FuzzCrashes/\(name)", "Fuzz/Seeds/\(name)"] {
            for file in FuzzDriver.inputs(at: Self.root.appendingPathComponent(folder).path)
            where !(file as NSString).lastPathComponent.hasPrefix(".") && !file.hasSuffix("/README.md") {
                guard FileManager.default.fileExists(atPath: file) else { continue }  // a folder that does not exist
                target.run(try [UInt8](Data(contentsOf: URL(fileURLWithPath: file))))
            }
        }
    }

    @Test func everyTargetHasACrashFolderAndADictionary() {
        for target in FuzzTarget.all {
            let crashes = Self.root.appendingPathComponent("Tests/Fixtures/FuzzCrashes/\(target.name)").path
            #expect(FileManager.default.fileExists(atPath: crashes), "no folder for \(target.name)'s crash inputs")
        }
        let script = (try? String(contentsOf: Self.root.appendingPathComponent(".ci/fuzz.sh"), encoding: .utf8)) ?? ""
        for target in FuzzTarget.all where target.name != "server" {
            #expect(
                script.contains("    \(target.name)) echo") || script.contains(" | \(target.name))"), "fuzz.sh picks no dictionary for \(target.name)"
            )
        }
    }

    @Test func serverMessagesAreConfinedToTheSandbox() throws {
        let sandbox = ServerSandbox.shared
        let body = #"""
            {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootPath":"/","rootUri":"FILE:///%2e%2e",
            "workspaceFolders":[{"uri":"file:///etc","name":"x"}],"textDocument":{"uri":"untitled:1","text":"a/b"}}}
            """#
        let output = sandbox.messages(in: Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
        let header = try #require(output.firstRange(of: Array("\r\n\r\n".utf8)))
        let message = try #require(try JSONSerialization.jsonObject(with: Data(output[header.upperBound...])) as? [String: Any])
        #expect(message["method"] as? String == "initialize")
        let params = try #require(message["params"] as? [String: Any])
        #expect(params["rootPath"] as? String == sandbox.folder + "/file")
        #expect(params["rootUri"] as? String == "file://" + sandbox.folder + "/2e2e")
        let folders = try #require(params["workspaceFolders"] as? [[String: Any]])
        #expect(folders.first?["uri"] as? String == "file://" + sandbox.folder + "/etc")
        let document = try #require(params["textDocument"] as? [String: Any])
        #expect(document["uri"] as? String == "untitled:1")
        #expect(document["text"] as? String == "a/b")
    }
}
