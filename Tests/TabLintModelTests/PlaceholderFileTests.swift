import Foundation
import TabLintSource
import Testing

@testable import TabLintModel

/// A file the repository keeps as a stand-in for its content is recognised by its first bytes, and skipped.
@Suite struct PlaceholderFileTests {
    private func outcome(_ bytes: [UInt8]) -> LoadedFile.Outcome {
        DocumentLoader.load(SourceFile(url: URL(fileURLWithPath: "/p/Main.storyboard"), bytes: bytes)).outcome
    }

    @Test func gitCryptCiphertextAndLFSPointersArePlaceholders() {
        let encrypted: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0, 0x9c, 0x41, 0xe5, 0xff, 0x00, 0x13]
        guard case .placeholder(.gitCrypt) = outcome(encrypted) else {
            Issue.record("git-crypt ciphertext: \(outcome(encrypted))")
            return
        }
        let pointer = Array("version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n".utf8)
        guard case .placeholder(.gitLFSPointer) = outcome(pointer) else {
            Issue.record("LFS pointer: \(outcome(pointer))")
            return
        }
    }

    @Test func aFileThatOnlyMentionsTheHeadersIsNoPlaceholder() {
        #expect(PlaceholderFile.kind(of: Array("<document>GITCRYPT</document>".utf8)) == nil)
        #expect(PlaceholderFile.kind(of: Array(" version https://git-lfs.github.com/spec/v1".utf8)) == nil)
        #expect(PlaceholderFile.kind(of: []) == nil)
    }
}
