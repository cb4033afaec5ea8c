import Foundation
import Synchronization
import TabLintSource
import Testing

@Suite struct OnceTableTests {
    /// Counts computations from any thread.
    final class Counter: Sendable {
        let calls = Mutex<[Int: Int]>([:])
        func record(_ key: Int) { calls.withLock { $0[key, default: 0] += 1 } }
        var counts: [Int: Int] { calls.withLock { $0 } }
    }

    @Test func givesValuesInTheOrderOfTheKeys() {
        let table = OnceTable<Int, String>()
        #expect(table.values(for: [3, 1, 2, 1]) { "v\($0)" } == ["v3", "v1", "v2", "v1"])
        #expect(table.value(for: 7) { "v\($0)" } == "v7")
        #expect(table.withComputed(\.count) == 4)
    }

    @Test func computesEachKeyOnceWhenManyThreadsAskForTheSameKeys() {
        let table = OnceTable<Int, Int>()
        let counter = Counter()
        let keys = Array(0..<500)
        // Eight callers at once (the linter's threads asking for one app's files), each asking for every key.
        let results = Array(0..<8).parallelMap { _ in
            table.values(for: keys, batch: 7) { key in
                counter.record(key)
                return key * 2
            }
        }
        for result in results { #expect(result == keys.map { $0 * 2 }) }
        #expect(counter.counts.count == keys.count)
        #expect(counter.counts.values.allSatisfy { $0 == 1 })
    }

    @Test func keepsWhatWasComputedForLaterCallers() {
        let table = OnceTable<String, Int>()
        let counter = Counter()
        _ = table.values(for: ["a", "b"]) { key in
            counter.record(key.count)
            return key.count
        }
        _ = table.values(for: ["a", "b", "cc"]) { key in
            counter.record(key.count)
            return key.count
        }
        #expect(counter.counts == [1: 2, 2: 1])
    }

    @Test func prefetchComputesUntakenKeysThatValuesThenCollects() {
        let table = OnceTable<Int, Int>()
        let counter = Counter()
        table.prefetch([1, 2]) { key in
            counter.record(key)
            return key + 100
        }
        #expect(table.withComputed { $0 } == [1: 101, 2: 102])
        #expect(
            table.values(for: [1, 2, 3]) { key in
                counter.record(key)
                return key + 200
            } == [101, 102, 203])
        #expect(counter.counts == [1: 1, 2: 1, 3: 1])
    }

    @Test func updateChangesOnlyComputedValues() {
        let table = OnceTable<Int, [Int]>()
        _ = table.value(for: 1) { [$0] }
        table.update(1) { $0.append(9) }
        table.update(2) { $0.append(9) }
        #expect(table.withComputed { $0 } == [1: [1, 9]])
    }
}
