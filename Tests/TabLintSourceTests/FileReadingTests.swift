import Foundation
import TabLintSource
import Testing

@Suite struct FileReadingTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func readsWhatFoundationReads() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in [("empty", [UInt8]()), ("small.txt", Array("héllo\r\n".utf8)), ("large", (0..<300_000).map { UInt8($0 % 251) })] {
            let url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            #expect(try SourceFile.readBytes(atPath: url.path) == bytes)
            #expect(try SourceFile.readBytes(atPath: url.path) == [UInt8](Data(contentsOf: url)))
            #expect(try SourceFile.readBytes(url) == bytes)
        }
    }

    /// A file whose size says nothing (Linux's `/proc` files say 0) is read to its end, across more than one
    /// chunk when it is long.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/maps"), "needs Linux's /proc, whose files report a size of 0"))
    func readsAFileThatSaysItIsEmptyToItsEnd() throws {
        let status = try SourceFile.readBytes(atPath: "/proc/self/status")
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        #expect(status.last == UInt8(ascii: "\n"))
        let maps = try SourceFile.readBytes(atPath: "/proc/self/maps")
        #expect(maps.count > 16_384)
        #expect(maps.last == UInt8(ascii: "\n"))
    }

    @Test func failsWithFoundationsErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.storyboard")
        for url in [missing, folder] {
            var posixError: String?
            var foundationError: String?
            do { _ = try SourceFile.readBytes(atPath: url.path) } catch { posixError = error.localizedDescription }
            do { _ = try Data(contentsOf: url) } catch { foundationError = error.localizedDescription }
            #expect(posixError != nil)
            #expect(posixError == foundationError)
        }
    }
}
