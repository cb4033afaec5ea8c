import Foundation
import TabLintTestSupport
import Testing

@testable import TabLintWorkspace

/// The walk's workers share out folders as they come; what they find together must not depend on how many there are.
@Suite struct DirectoryWalkerTests {
    private func walk(_ root: String, workers: Int) -> (files: [String], skipped: [String], states: Int) {
        let parts = DirectoryWalker.walk(
            root, workers: workers, state: { (files: [String](), skipped: [String]()) },
            skip: { name, path, state in
                guard name.hasSuffix(".xcassets") else { return false }
                state.skipped.append(path)
                return true
            },
            wants: { $0.hasSuffix(".storyboard") || $0.hasSuffix(".swift") || $0.hasSuffix(".plist") },
            visit: { name, path, state in
                #expect(path.hasSuffix("/" + name))
                state.files.append(path)
            })
        return (parts.flatMap(\.files).sorted(), parts.flatMap(\.skipped).sorted(), parts.count)
    }

    @Test func oneWorkerAndManyFindTheSameFiles() throws {
        let corpus = Fixtures.repositoryRoot().appendingPathComponent("Corpus").path
        let alone = walk(corpus, workers: 1)
        #expect(alone.states == 1)
        #expect(alone.files.count > 50)
        #expect(!alone.skipped.isEmpty)
        #expect(Set(alone.files).count == alone.files.count)
        for workers in [2, 4, 8] {
            let shared = walk(corpus, workers: workers)
            #expect(shared.states == workers)
            #expect(shared.files == alone.files)
            #expect(shared.skipped == alone.skipped)
        }
    }

    @Test func aMissingRootGivesNothing() {
        #expect(walk("/no/such/folder/for/tablint", workers: 2).files.isEmpty)
    }
}
