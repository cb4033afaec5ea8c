#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Walks a folder tree with `opendir`/`readdir`, deciding from the entry's name and `d_type` before touching
/// anything else.
///
/// Foundation's `FileManager.enumerator` builds a URL and reads resource values for every entry; in a real
/// app folder (thousands of images and `Contents.json` files for a few dozen storyboards) that was more than
/// half of a whole `tablint lint` run on Linux. Symbolic links to folders are not followed (no loops).
enum DirectoryWalker {
    /// Calls `visit` with the path of every regular file (or link to one) whose name `wants`, skipping
    /// folders for which `skip` is true.
    static func walk(
        _ root: String, skip: (_ name: String, _ path: String) -> Bool, wants: (_ name: String) -> Bool,
        visit: (String) -> Void
    ) {
        var pending = [root]
        while let folder = pending.popLast() {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            var children: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
                }
                if name == "." || name == ".." { continue }
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                switch kind(of: entry, path: path) {
                case .directory:
                    if !skip(name, path) { children.append(path) }
                case .file:
                    if wants(name) { visit(path) }
                case .other:
                    break
                }
            }
            // Depth-first in name order, so the walk is deterministic.
            pending.append(contentsOf: children.sorted(by: >))
        }
    }

    private enum Kind { case directory, file, other }

    private static func kind(of entry: UnsafeMutablePointer<dirent>, path: String) -> Kind {
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .file
        case Int32(DT_LNK):
            // Follow a link only to learn whether it names a file; linked folders are not entered.
            var info = stat()
            guard stat(path, &info) == 0 else { return .other }
            return (info.st_mode & S_IFMT) == S_IFREG ? .file : .other
        default:
            var info = stat()
            guard lstat(path, &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return .directory
            case S_IFREG: return .file
            default: return .other
            }
        }
    }
}
