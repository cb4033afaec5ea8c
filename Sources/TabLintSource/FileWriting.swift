import Foundation

extension SourceFile {
    /// Writes `bytes` to `url` through a temporary file in the same folder, renamed over the original (which keeps
    /// its permissions), so that a failed write never leaves a partial file behind. Through a symbolic link, the file
    /// it names is replaced and the link stays. `tablint lint --fix` writes fixed documents this way, and
    /// `--output` its reports.
    package static func writeAtomically(_ bytes: [UInt8], to link: URL) throws {
        let url = link.resolvingSymlinksInPath()
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tablint-\(UUID().uuidString)")
        try Data(bytes).write(to: temporary)
        do {
            // A file's own permissions: not those of a link left unresolved (a dangling one is `rwxrwxrwx`).
            if let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                attributes[.type] as? FileAttributeType == .typeRegular, let permissions = attributes[.posixPermissions]
            {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
