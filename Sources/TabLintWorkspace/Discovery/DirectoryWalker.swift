import Foundation
import TabLintParallel
import TabLintSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Walks a folder tree with `opendir`/`readdir`, deciding from the entry's name and `d_type` before touching
/// anything else, on one thread per core.
///
/// Foundation's `FileManager.enumerator` builds a URL and reads resource values for every entry, and a real app
/// folder holds thousands of images and `Contents.json` files for a few dozen storyboards: this walk makes nothing
/// for an entry it does not want. Symbolic links to folders are not followed (no loops).
///
/// The workers share one stack of folders still to read, and each keeps what it finds in a `State` of its own
/// (a `ProjectInventory`), which the caller merges: what a walk finds does not depend on which worker read which
/// folder, or in what order.
enum DirectoryWalker {
    /// Calls `visit` with the name and path of every regular file (or link to one) whose name `wants`, skipping
    /// folders for which `skip` is true; `skip` and `visit` get the state of the worker that met the entry.
    /// `unreadable` gets each folder that cannot be listed (the root too) and each entry whose name `wants` that is
    /// not a regular file once links are followed (a named pipe, a socket, a device), with the reason. Returns the
    /// states of the workers that ran.
    static func walk<State>(
        _ root: String, workers: Int = Cores.active, state: () -> State,
        skip: @escaping (_ name: String, _ path: String, _ state: inout State) -> Bool, wants: @escaping (_ name: String) -> Bool,
        visit: @escaping (_ name: String, _ path: String, _ state: inout State) -> Void,
        unreadable: @escaping (_ name: String, _ path: String, _ reason: String, _ state: inout State) -> Void = { _, _, _, _ in }
    ) -> [State] {
        let folders = FolderStack(root)
        let count = max(1, workers)
        var states = (0..<count).map { _ in state() }
        states.withUnsafeMutableBufferPointer { buffer in
            // Each worker touches only its own state.
            let shared = UnsafeSendable((buffer, skip, wants, visit, unreadable))
            let work: @Sendable (Int) -> Void = { index in
                let (states, skip, wants, visit, unreadable) = shared.value
                while let folder = folders.next() {
                    folders.finished(children(of: folder, &states[index], skip: skip, wants: wants, visit: visit, unreadable: unreadable))
                }
            }
            if count == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: count, execute: work) }
        }
        return states
    }

    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

    /// Reads one folder: visits its wanted files, and returns its subfolders to walk.
    private static func children<State>(
        of folder: String, _ state: inout State, skip: (String, String, inout State) -> Bool, wants: (String) -> Bool,
        visit: (String, String, inout State) -> Void, unreadable: (String, String, String, inout State) -> Void
    ) -> [String] {
        guard let directory = opendir(folder) else {
            // A folder removed since its parent was listed is simply gone; any other failure hides what it holds.
            let code = errno
            if code != ENOENT { unreadable(String(ProjectInventory.lastComponent(folder)), folder, SourceFile.systemMessage(code), &state) }
            return []
        }
        defer { closedir(directory) }
        var children: [String] = []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        while let entry = readdir(directory) {
            // Read the name in place, up to its NUL: `readdir` records are only as long as their names, so copying
            // the whole 256-byte `d_name` reads past the last record of glibc's buffer (AddressSanitizer reports it).
            let name = String(cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
            if name == "." || name == ".." { continue }
            let path = prefix + name
            switch kind(of: entry, path: path) {
            case .directory:
                if !skip(name, path, &state) { children.append(path) }
            case .file:
                if wants(name) { visit(name, path, &state) }
            case .special(let kind):
                if wants(name) { unreadable(name, path, "it is \(kind), not a regular file", &state) }
            case .other:
                break
            }
        }
        return children
    }

    /// The folders still to read, shared by the workers; the walk ends when it is empty and no worker is reading
    /// a folder (whose subfolders would refill it).
    private final class FolderStack: @unchecked Sendable {
        private let condition = NSCondition()
        private var pending: [String]
        private var reading = 0

        init(_ root: String) { pending = [root] }

        /// The next folder to read, or nil when the walk is over.
        func next() -> String? {
            condition.lock()
            defer { condition.unlock() }
            while pending.isEmpty {
                if reading == 0 { return nil }
                condition.wait()
            }
            reading += 1
            return pending.removeLast()
        }

        /// A folder was read: its subfolders join the stack.
        func finished(_ children: [String]) {
            condition.lock()
            pending += children
            reading -= 1
            condition.broadcast()
            condition.unlock()
        }
    }

    /// A folder, a regular file, something that is neither (a named pipe, a socket, a device: never opened), or
    /// nothing to consider (a link to a folder, which is not entered, or a link to nothing).
    private enum Kind { case directory, file, special(String), other }

    private static func kind(of entry: UnsafeMutablePointer<dirent>, path: String) -> Kind {
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .file
        case Int32(DT_LNK):
            // Follow a link only to learn whether it names a file; linked folders are not entered.
            var info = stat()
            guard stat(path, &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .other
            default: return SourceFile.specialKind(mode: info.st_mode).map(Kind.special) ?? .other
            }
        case Int32(DT_FIFO), Int32(DT_SOCK), Int32(DT_CHR), Int32(DT_BLK):
            var info = stat()
            guard lstat(path, &info) == 0 else { return .other }
            return SourceFile.specialKind(mode: info.st_mode).map(Kind.special) ?? .other
        default:
            var info = stat()
            guard lstat(path, &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return .directory
            case S_IFREG: return .file
            case S_IFLNK: return .other
            default: return SourceFile.specialKind(mode: info.st_mode).map(Kind.special) ?? .other
            }
        }
    }
}
