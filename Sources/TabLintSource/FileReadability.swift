#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a path TabLint was asked to read cannot be read, in the system's words: what `tablint lint` reports (exit 2)
/// for a file or folder it was named or met in its walk.
extension SourceFile {
    /// What a path is when it is neither a regular file nor a folder ("a named pipe (FIFO)", "a socket", "a device"),
    /// after following its links; `nil` for a file, a folder, or a path that does not exist.
    package static func specialKind(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return specialKind(mode: info.st_mode)
    }

    /// `specialKind(_:)` of a `stat` mode.
    package static func specialKind(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "not a regular file"
        }
    }

    /// Whether nothing is at `path` (after following links): no such file, or a path through something that is no
    /// folder.
    package static func isAbsent(atPath path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 && (errno == ENOENT || errno == ENOTDIR)
    }

    /// Why the file at `path` cannot be read ("Permission denied", "it is a named pipe (FIFO), not a regular
    /// file", "No such file or directory"), or `nil` when it can. Nothing is read, and a pipe is never opened.
    package static func readFailure(atPath path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return systemMessage(errno) }
        if info.st_mode & S_IFMT == S_IFDIR { return "it is a folder, not a file" }
        if let kind = specialKind(mode: info.st_mode) { return "it is \(kind), not a regular file" }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return systemMessage(errno) }
        close(descriptor)
        return nil
    }

    /// Why the folder at `path` cannot be listed, or `nil` when it can.
    package static func folderReadFailure(atPath path: String) -> String? {
        guard let folder = opendir(path) else { return systemMessage(errno) }
        closedir(folder)
        return nil
    }

    /// `strerror`'s words for `code` ("Permission denied").
    package static func systemMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
