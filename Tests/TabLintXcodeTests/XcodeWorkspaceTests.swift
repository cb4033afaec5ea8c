import Testing

@testable import TabLintXcode

struct XcodeWorkspaceTests {
    @Test func resolvesGroupContainerAbsoluteAndNestedGroupLocations() throws {
        let data = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:App/App.xcodeproj">
               </FileRef>
               <FileRef location = "container:Libs/Lib.xcodeproj"></FileRef>
               <Group location = "group:Modules" name = "Modules">
                  <FileRef location = "group:Net/Net.xcodeproj"></FileRef>
                  <Group location = "container:Vendor" name = "Vendor">
                     <FileRef location = "group:../Third/Third.xcodeproj"></FileRef>
                  </Group>
                  <Group name = "No location">
                     <FileRef location = "group:Deep.xcodeproj"></FileRef>
                  </Group>
                  <FileRef location = "group:README.md"></FileRef>
               </Group>
               <FileRef location = "absolute:/opt/Shared/Shared.xcodeproj"></FileRef>
               <FileRef location = "group:App/App.xcodeproj"></FileRef>
               <FileRef location = "developer:Some.xcodeproj"></FileRef>
            </Workspace>
            """
        let files = InMemoryFiles(["/w/Demo.xcworkspace/contents.xcworkspacedata": data])
        let paths = try XcodeWorkspace.projectPaths(in: "/w/Demo.xcworkspace", contents: files.contents).get()
        #expect(
            paths == [
                "/w/App/App.xcodeproj", "/w/Libs/Lib.xcodeproj", "/w/Modules/Net/Net.xcodeproj",
                "/w/Third/Third.xcodeproj", "/w/Modules/Deep.xcodeproj", "/opt/Shared/Shared.xcodeproj",
            ])
    }

    @Test func selfNamesTheEnclosingProject() throws {
        let data = #"<?xml version="1.0" encoding="UTF-8"?><Workspace version = "1.0"><FileRef location = "self:"></FileRef></Workspace>"#
        let files = InMemoryFiles(["/w/App.xcodeproj/project.xcworkspace/contents.xcworkspacedata": data])
        let paths = try XcodeWorkspace.projectPaths(in: "/w/App.xcodeproj/project.xcworkspace", contents: files.contents)
            .get()
        #expect(paths == ["/w/App.xcodeproj"])
    }

    @Test func malformedOrMissingDataIsAnIssue() {
        let broken = InMemoryFiles(["/w/A.xcworkspace/contents.xcworkspacedata": "<Workspace>\n<FileRef location=\"group:a\">\n</Workspace>"])
        guard case .failure(let issue) = XcodeWorkspace.projectPaths(in: "/w/A.xcworkspace", contents: broken.contents)
        else {
            Issue.record("expected an issue")
            return
        }
        #expect(issue.path == "/w/A.xcworkspace/contents.xcworkspacedata")
        #expect(issue.message.hasPrefix("contents.xcworkspacedata cannot be read: "))
        #expect(issue.line == 3)
        let notWorkspace = InMemoryFiles(["/w/A.xcworkspace/contents.xcworkspacedata": "<plist/>"])
        #expect(throws: ProjectIssue.self) {
            try XcodeWorkspace.projectPaths(in: "/w/A.xcworkspace", contents: notWorkspace.contents).get()
        }
        #expect(throws: ProjectIssue.self) {
            try XcodeWorkspace.projectPaths(in: "/w/B.xcworkspace", contents: notWorkspace.contents).get()
        }
    }
}
