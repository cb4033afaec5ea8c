import Foundation
import Synchronization
import TabLintParallel
import TabLintSource
import Testing

@Suite struct LazyTests {
    @Test func aValueIsComputedOnceWhoeverAsks() {
        let calls = Mutex(0)
        let lazy = Lazy<Int> {
            calls.withLock { $0 += 1 }
            return 42
        }
        let answers = Array(0..<8).parallelMap { _ in lazy.wrapped }
        #expect(answers == Array(repeating: 42, count: 8))
        #expect(calls.withLock { $0 } == 1)
    }
}
