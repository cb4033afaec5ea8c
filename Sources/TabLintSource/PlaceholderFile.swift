/// A file a repository keeps in place of its content: git-crypt's ciphertext (`\0GITCRYPT\0` first) or a git LFS
/// pointer (`version https://git-lfs.github.com/spec/v1` first). Xcode builds the real content, which the checkout
/// does not hold, so such a file is skipped, never reported as broken.
package enum PlaceholderFile: String, Sendable, Hashable {
    case gitCrypt = "git-crypt ciphertext"
    case gitLFSPointer = "a git LFS pointer"

    /// What `bytes` stand in for, or `nil` for a file that holds its content.
    package static func kind(of bytes: [UInt8]) -> PlaceholderFile? {
        if bytes.starts(with: gitCryptHeader) { return .gitCrypt }
        if bytes.starts(with: lfsHeader) { return .gitLFSPointer }
        return nil
    }

    private static let gitCryptHeader: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0]
    private static let lfsHeader = Array("version https://git-lfs.github.com/spec/v1".utf8)
}
