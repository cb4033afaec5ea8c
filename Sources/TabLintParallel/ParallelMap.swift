import Dispatch

extension Array where Element: Sendable {
    /// Maps the elements on all cores, keeping their order.
    package func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        self.withUnsafeBufferPointer { items in
            let shared = UnsafeSendable(items)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.store(transform(shared.value[index]), at: index)
            }
        }
        return slots.collect()
    }
}

/// Write-once storage for results computed concurrently; each index is written by exactly one iteration.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let buffer: UnsafeMutablePointer<Result?>
    private let count: Int

    init(count: Int) {
        self.count = count
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil, count: count)
    }

    func store(_ result: Result, at index: Int) { buffer[index] = result }

    func collect() -> [Result] { (0..<count).map { buffer[$0]! } }

    deinit {
        buffer.deinitialize(count: count)
        buffer.deallocate()
    }
}

/// A value handed to the threads of one parallel pass, whose caller guarantees they use it safely (each touches
/// only its own slot, say): `parallelMap` and `DirectoryWalker` share their buffers and closures this way.
package struct UnsafeSendable<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
