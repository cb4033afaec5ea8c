import Dispatch
import Foundation

/// Values computed at most once per key, by whichever threads ask for them.
///
/// A thread that asks for keys takes the ones nobody has taken yet, a few at a time, computes them, and then waits
/// only for the keys other threads are still computing. Two linter threads that ask for the same app's 1,000 source
/// files therefore share the reading instead of both doing it, and a thread never computes a key another thread
/// has. `values(for:compute:)` computes on the calling thread and helper threads, one per core, inside a parallel
/// pass as outside one.
package final class OnceTable<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var values: [Key: Value] = [:]
    private var taken: Set<Key> = []

    package init() {}

    /// The value of each of `keys`, in their order, computing those not computed yet.
    package func values(for keys: [Key], batch: Int = 16, compute: @escaping @Sendable (Key) -> Value) -> [Value] {
        // Only the keys nobody has computed yet go to the workers: asking again for what is known (every question
        // about a bundle asks for all its files) starts no thread and computes nothing.
        // One lookup per key when all are known: their values are collected on the way.
        condition.lock()
        var known: [Value] = []
        known.reserveCapacity(keys.count)
        var missing: [Key] = []
        for key in keys {
            if let value = values[key] { known.append(value) } else { missing.append(key) }
        }
        condition.unlock()
        if missing.isEmpty { return known }
        let cursor = Cursor(keys: missing)
        let workers = Swift.min(Cores.active, (missing.count + batch - 1) / batch)
        // Helpers are threads of their own, not `concurrentPerform` iterations: called from inside the linter's
        // parallel pass, a nested `concurrentPerform` would run everything on the calling thread, and the other
        // cores would wait for it at the end of the pass.
        if workers > 1 {
            let done = DispatchGroup()
            for _ in 1..<workers {
                done.enter()
                Thread.detachNewThread { [self] in
                    work(cursor, batch: batch, compute: compute)
                    done.leave()
                }
            }
            work(cursor, batch: batch, compute: compute)
            done.wait()
        } else if !missing.isEmpty {
            work(cursor, batch: batch, compute: compute)
        }
        condition.lock()
        defer { condition.unlock() }
        while true {
            var missing = false
            let found = keys.compactMap { key -> Value? in
                guard let value = values[key] else {
                    missing = true
                    return nil
                }
                return value
            }
            if !missing { return found }
            condition.wait()
        }
    }

    /// Computes, on the calling thread, those of `keys` nobody has taken, without waiting for the others: for work
    /// started early, inside another parallel pass, that a later `values(for:compute:)` collects.
    package func prefetch(_ keys: [Key], compute: (Key) -> Value) {
        work(Cursor(keys: keys), batch: 1, compute: compute)
    }

    /// The value of `key`, computing it if nobody has.
    package func value(for key: Key, compute: @escaping @Sendable (Key) -> Value) -> Value {
        values(for: [key], compute: compute)[0]
    }

    /// Reads the values computed so far (under the table's lock: `body` must not call the table).
    package func withComputed<Result>(_ body: ([Key: Value]) -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body(values)
    }

    /// Changes the stored value of a computed key (to drop what is no longer needed, say).
    package func update(_ key: Key, _ change: (inout Value) -> Void) {
        condition.lock()
        defer { condition.unlock() }
        if var value = values[key] {
            change(&value)
            values[key] = value
        }
    }

    /// Takes and computes batches of untaken keys until the cursor is past the end.
    private func work(_ cursor: Cursor, batch: Int, compute: (Key) -> Value) {
        while true {
            condition.lock()
            var mine: [Key] = []
            while mine.count < batch, let key = cursor.next() {
                if values[key] == nil, taken.insert(key).inserted { mine.append(key) }
            }
            condition.unlock()
            if mine.isEmpty { return }
            let results = mine.map { ($0, compute($0)) }
            condition.lock()
            for (key, value) in results {
                values[key] = value
                taken.remove(key)
            }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The next key to consider, shared by the workers of one call (read under the table's lock).
    private final class Cursor: @unchecked Sendable {
        let keys: [Key]
        var index = 0

        init(keys: [Key]) { self.keys = keys }

        func next() -> Key? {
            guard index < keys.count else { return nil }
            defer { index += 1 }
            return keys[index]
        }
    }
}
