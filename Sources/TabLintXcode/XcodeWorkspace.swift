import Foundation
import TabLintSource

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The projects of an Xcode workspace (`X.xcworkspace/contents.xcworkspacedata`).
package enum XcodeWorkspace {
    /// Absolute paths of the `.xcodeproj` folders the workspace lists, in document order.
    ///
    /// `FileRef` locations are `group:` (relative to the enclosing `Group`'s folder), `container:` (relative to
    /// the folder holding the workspace), `absolute:`, and `self:` (the project a `project.xcworkspace` sits in).
    package static func projectPaths(
        in xcworkspacePath: String, contents: (String) throws -> [UInt8] = XcodeProject.diskContents
    ) -> Result<[String], ProjectIssue> {
        let workspacePath = XcodeProject.absolute(xcworkspacePath)
        let dataPath = workspacePath + "/contents.xcworkspacedata"
        let bytes: [UInt8]
        do {
            bytes = try contents(dataPath)
        } catch {
            return .failure(
                ProjectIssue(path: dataPath, message: "contents.xcworkspacedata cannot be read: \(XcodeProject.reason(error))"))
        }
        if let line = MergeConflictScanner.firstMarkerLine(in: bytes) {
            return .failure(
                ProjectIssue(
                    path: dataPath, line: line, column: 1,
                    message: "contents.xcworkspacedata has merge-conflict markers: Xcode cannot open it"))
        }
        let collector = WorkspaceReferenceCollector(workspacePath: workspacePath)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        // On Linux `parse()` can return true after an error, so the delegate's first error decides.
        let parsed = parser.parse()
        if let error = collector.firstError ?? (parsed ? nil : (parser.lineNumber, parser.parserError)) {
            let reason = "malformed XML (XMLParser error \((error.1 as NSError?)?.code ?? 0))"
            return .failure(
                ProjectIssue(
                    path: dataPath, line: error.0 > 0 ? error.0 : nil,
                    message: "contents.xcworkspacedata cannot be read: \(reason)"))
        }
        guard collector.sawWorkspace else {
            return .failure(
                ProjectIssue(path: dataPath, message: "contents.xcworkspacedata has no <Workspace> element"))
        }
        return .success(collector.projects)
    }
}

/// Collects `FileRef` locations while tracking the folders of enclosing `Group`s.
private final class WorkspaceReferenceCollector: NSObject, XMLParserDelegate {
    let workspacePath: String
    let container: String
    private(set) var projects: [String] = []
    private(set) var sawWorkspace = false
    private var groups: [String] = []
    /// The line and error of the parser's first complaint.
    private(set) var firstError: (Int, Error?)?

    init(workspacePath: String) {
        self.workspacePath = workspacePath
        self.container = ProjectPath.parent(workspacePath)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let base = groups.last ?? container
        switch elementName {
        case "Workspace":
            sawWorkspace = true
        case "Group":
            groups.append(attributes["location"].flatMap { resolve($0, base: base) } ?? base)
        case "FileRef":
            guard let location = attributes["location"], let path = resolve(location, base: base),
                path.hasSuffix(".xcodeproj"), !projects.contains(path)
            else { return }
            projects.append(path)
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "Group", !groups.isEmpty { groups.removeLast() }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstError == nil { firstError = (parser.lineNumber, parseError) }
    }

    private func resolve(_ location: String, base: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return ProjectPath.join(base, path)
        case "container": return ProjectPath.join(container, path)
        case "absolute": return ProjectPath.standardize(path)
        case "self":
            return container.hasSuffix(".xcodeproj") && path.isEmpty ? container : ProjectPath.join(container, path)
        default: return nil
        }
    }
}
