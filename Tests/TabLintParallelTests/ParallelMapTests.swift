import Synchronization
import TabLintParallel
import Testing

@Suite struct ParallelMapTests {
    @Test func eachElementIsMappedOnceAndTheOrderKept() {
        let calls = Mutex(0)
        let input = Array(0..<1_000)
        let output = input.parallelMap { value -> Int in
            calls.withLock { $0 += 1 }
            return value * 2
        }
        #expect(output == input.map { $0 * 2 })
        #expect(calls.withLock { $0 } == input.count)
    }

    @Test func emptyAndSingleInputs() {
        #expect([Int]().parallelMap { $0 }.isEmpty)
        #expect([7].parallelMap { $0 + 1 } == [8])
    }
}
