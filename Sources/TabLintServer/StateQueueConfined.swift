import Dispatch

/// A property of `LanguageServer` that only its state queue may touch: every read and write checks, with
/// `dispatchPrecondition`, that it runs on the server's `queue` (the server is `@unchecked Sendable`
/// because of this confinement, so the check is what makes it true).
@propertyWrapper
struct StateQueueConfined<Value> {
    private var value: Value

    init(wrappedValue: Value) { value = wrappedValue }

    @available(*, unavailable, message: "only a property of LanguageServer is confined to its state queue")
    var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }
    }

    static subscript(
        _enclosingInstance server: LanguageServer,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<LanguageServer, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<LanguageServer, Self>
    ) -> Value {
        get {
            dispatchPrecondition(condition: .onQueue(server.queue))
            return server[keyPath: storageKeyPath].value
        }
        set {
            dispatchPrecondition(condition: .onQueue(server.queue))
            server[keyPath: storageKeyPath].value = newValue
        }
        _modify {
            dispatchPrecondition(condition: .onQueue(server.queue))
            yield &server[keyPath: storageKeyPath].value
        }
    }
}
