import Foundation

/// A value computed once, by the first thread that asks; threads asking meanwhile wait for it.
package final class Lazy<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private let compute: @Sendable () -> Value

    package init(_ compute: @escaping @Sendable () -> Value) {
        self.compute = compute
    }

    package var wrapped: Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let computed = compute()
        value = computed
        return computed
    }
}
