import Foundation

/// The number of cores TabLint's parallel passes use.
package enum Cores {
    /// `ProcessInfo.activeProcessorCount`, read once: on Linux, Foundation works it out on every call from the
    /// cgroup files (`cpu.cfs_quota_us` and others), and a lint of an app with code asked 135 times.
    package static let active = ProcessInfo.processInfo.activeProcessorCount
}
