import Testing

@testable import tablint

@Suite struct KeptUntilExitTests {
    private final class Probe: Sendable {}

    @Test(.enabled(if: !KeptUntilExit.freesAtExit)) func aKeptValueOutlivesItsLastReference() {
        weak var kept: Probe?
        weak var other: Probe?
        do {
            // Two objects with the same life, but for `keep`: only the kept one outlives the scope.
            let probe = Probe(), twin = Probe()
            kept = probe
            other = twin
            KeptUntilExit.keep(probe)
            withExtendedLifetime(twin) {}
        }
        #expect(kept != nil)
        #expect(other == nil)
    }
}
