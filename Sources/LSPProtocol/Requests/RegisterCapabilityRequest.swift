/// `client/registerCapability` (server to client): e.g. the file watcher.
public struct RegisterCapabilityRequest: LSPRequest {
    public static let method = "client/registerCapability"
    public typealias Response = LSPAny?

    public var registrations: [Registration]

    public init(registrations: [Registration]) { self.registrations = registrations }
}
