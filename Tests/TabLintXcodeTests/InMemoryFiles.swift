import Foundation

/// Files held in memory, read the way `XcodeProject.read(at:contents:)` reads them.
struct InMemoryFiles {
    struct Missing: Error {}

    var files: [String: [UInt8]]

    init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    init(files: [String: [UInt8]]) {
        self.files = files
    }

    func contents(_ path: String) throws -> [UInt8] {
        guard let bytes = files[path] else { throw Missing() }
        return bytes
    }
}
