/// `$/cancelRequest`: answer the request with -32800 unless it is answered already.
public struct CancelRequestNotification: LSPNotification {
    public static let method = "$/cancelRequest"

    public var id: RequestID

    public init(id: RequestID) { self.id = id }
}
