import Testing

@testable import TabLintSource

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct BatchAllocatorTests {
    /// After `tune()`, an 8 MB block (over glibc's default mmap threshold of 128 KB, under the tuned 32 MB) comes from
    /// the heap, not from an `mmap` of its own: glibc marks a block it mapped alone with the `IS_MMAPPED` bit (2) of
    /// the size word before the block. (`mallopt` answers 1 even for an option number it does not know, so its answer
    /// alone proves nothing.) Not under a sanitizer, whose allocator replaces glibc's (AddressSanitizer's `mallopt`
    /// does nothing and answers 0).
    @Test(.enabled(if: glibcAllocates)) func largeBlocksComeFromTheHeapOnceTuned() throws {
        #if canImport(Glibc)
            #expect(BatchAllocator.tune())
            let block = try #require(malloc(8 << 20))
            defer { free(block) }
            let sizeWord = block.load(fromByteOffset: -MemoryLayout<UInt>.size, as: UInt.self)
            #expect(sizeWord & 2 == 0, "the block was mapped on its own")
            #expect(sizeWord & ~7 >= 8 << 20)
        #endif
    }

    /// Whether `malloc` is glibc's: a sanitizer's runtime (AddressSanitizer, ThreadSanitizer) brings an allocator of its
    /// own, and with it `__sanitizer_get_allocated_size`.
    static let glibcAllocates: Bool = {
        #if canImport(Glibc)
            return dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__sanitizer_get_allocated_size") == nil
        #else
            return false
        #endif
    }()
}
