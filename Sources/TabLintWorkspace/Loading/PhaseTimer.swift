import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Wall-clock and CPU time between the phases of a run, for `tablint lint --timings`.
///
/// Off unless started: a mark then costs one atomic load. The CPU time is the whole process's (every thread), so
/// a phase whose CPU time is twice its wall time used two cores, and one whose CPU time equals its wall time ran
/// on one.
package enum PhaseTimer {
    private static let enabled = Atomic<Bool>(false)
    private static let state = Mutex<State>(State())

    private struct State {
        var start: (wall: Double, cpu: Double) = (0, 0)
        var last: (wall: Double, cpu: Double) = (0, 0)
        var phases: [(name: String, wall: Double, cpu: Double)] = []
    }

    /// Starts timing; phases are measured from here.
    package static func start() {
        let now = (wall: wallNow(), cpu: cpuNow())
        state.withLock { $0 = State(start: now, last: now, phases: []) }
        enabled.store(true, ordering: .releasing)
    }

    /// Ends the phase `name` (it began at the previous mark, or at `start()`).
    package static func mark(_ name: String) {
        guard enabled.load(ordering: .acquiring) else { return }
        let now = (wall: wallNow(), cpu: cpuNow())
        state.withLock { state in
            state.phases.append((name, now.wall - state.last.wall, now.cpu - state.last.cpu))
            state.last = now
        }
    }

    /// The phases so far as a table (milliseconds), with the total; nil when timing was never started.
    package static func report() -> String? {
        guard enabled.load(ordering: .acquiring) else { return nil }
        return state.withLock { state in
            var lines = ["phase                         wall ms    cpu ms"]
            for phase in state.phases {
                lines.append(
                    phase.name.padding(toLength: 28, withPad: " ", startingAt: 0)
                        + String(format: "%9.1f %9.1f", phase.wall * 1000, phase.cpu * 1000))
            }
            lines.append(
                "total".padding(toLength: 28, withPad: " ", startingAt: 0)
                    + String(format: "%9.1f %9.1f", (state.last.wall - state.start.wall) * 1000, (state.last.cpu - state.start.cpu) * 1000))
            return lines.joined(separator: "\n")
        }
    }

    private static func wallNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func cpuNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
