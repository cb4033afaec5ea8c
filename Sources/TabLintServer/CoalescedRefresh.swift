/// Requests for a refresh that runs one at a time: a request while one runs is not lost but coalesced, and one
/// more refresh runs after the current one, for every request it may have missed.
struct CoalescedRefresh: Sendable {
    private enum Phase: Sendable {
        case idle
        case running
        /// Requests came while a refresh ran: what it read may be older than them.
        case runningWithRequests
    }

    private var phase = Phase.idle

    /// A refresh is requested: true when the caller starts it now (none runs); otherwise it runs after the current.
    mutating func request() -> Bool {
        switch phase {
        case .idle:
            phase = .running
            return true
        case .running, .runningWithRequests:
            phase = .runningWithRequests
            return false
        }
    }

    /// The running refresh ended: true when the caller should request another (requests came meanwhile).
    mutating func finished() -> Bool {
        let again = phase == .runningWithRequests
        phase = .idle
        return again
    }
}
