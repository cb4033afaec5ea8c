#if canImport(Glibc)
    import Glibc
#endif

/// Tunes glibc's `malloc` for a run that reads a folder once and exits (`lint`, `graph`): freed memory stays in the
/// process for the next file instead of going back to the kernel and being faulted in again.
///
/// By default glibc returns the top of a heap once 128 KB of it are free (`M_TRIM_THRESHOLD`) and serves blocks of
/// 128 KB or more (a file's bytes, a large document's element arrays) with a fresh `mmap` each (`M_MMAP_THRESHOLD`),
/// so each document touches new pages: `tablint lint` over `generate_project.py --files 200` took 4,100 page faults
/// against xmllint's 1,600; with both raised, 2,700 (Reports/benchmarks.md). Either alone is worse than neither:
/// once one is set, glibc stops raising its mmap threshold as blocks are freed. The language server keeps glibc's
/// defaults: it lives long, and memory it no longer needs should go back.
///
/// `mallopt` is not in Swift's `Glibc` module, so it is looked up by name; its option numbers are glibc's ABI
/// (`malloc.h`). Elsewhere (macOS, musl) this does nothing, and so does AddressSanitizer's `mallopt`, whose allocator
/// replaces glibc's.
package enum BatchAllocator {
    /// Free memory glibc keeps at a heap's top before returning it.
    private static let trimThreshold: Int32 = 256 << 20
    /// Blocks at least this large get an `mmap` of their own; smaller ones come from the heap and are reused.
    private static let mmapThreshold: Int32 = 32 << 20

    /// Applies both settings; whether glibc took them.
    @discardableResult
    package static func tune() -> Bool {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            let trim: Int32 = -1  // M_TRIM_THRESHOLD
            let mmap: Int32 = -3  // M_MMAP_THRESHOLD
            return mallopt(trim, trimThreshold) == 1 && mallopt(mmap, mmapThreshold) == 1
        #else
            return false
        #endif
    }
}
