import Testing

@testable import tablint

@Suite struct KeptUntilExitTests {
    private final class Probe {}

    @Test(.enabled(if: !KeptUntilExit.freesAtExit)) func aKeptValueOutlivesItsLastReference() {
        weak var kept: Probe?
        weak var dropped: Probe?
        do {
            let probe = Probe()
            kept = probe
            KeptUntilExit.keep([probe])
            dropped = Probe()
        }
        #expect(kept != nil)
        #expect(dropped == nil)
    }
}
