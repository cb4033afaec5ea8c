import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tablint-fuzz TARGET [ARGUMENTS…]`: under libFuzzer (built with `TABLINT_FUZZ=1`, which defines `FUZZING`) the
/// arguments after the target are libFuzzer's (flags, corpus folders); in a normal build they are files or
/// folders of inputs, each run once through the target (how a saved crash is replayed without a sanitizer).
///
/// libFuzzer runs the program again for `-merge=1`, `-fork` and `-jobs`, with its own arguments only: the target's
/// name goes to those runs in the environment (`targetVariable`).
package enum FuzzDriver {
    /// The environment variable that names the target of a run libFuzzer started itself.
    package static let targetVariable = "TABLINT_FUZZ_TARGET"

    package static func main(_ arguments: [String]) -> Int32 {
        #if FUZZING
            if arguments.count < 2 || FuzzTarget.named(arguments[1]) == nil,
                let name = ProcessInfo.processInfo.environment[targetVariable], let target = FuzzTarget.named(name)
            {
                return runLibFuzzer(target, arguments: arguments)
            }
        #endif
        guard arguments.count >= 2, arguments[1] != "--list", let target = FuzzTarget.named(arguments[1]) else {
            let names = FuzzTarget.all.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n")
            print("usage: tablint-fuzz TARGET [libFuzzer flags and corpus folders | input files]\ntargets:\n\(names)")
            return arguments.count >= 2 && arguments[1] == "--list" ? 0 : 2
        }
        #if FUZZING
            return runLibFuzzer(target, arguments: [arguments[0]] + arguments.dropFirst(2))
        #else
            var count = 0
            for path in arguments.dropFirst(2) {
                for file in inputs(at: path) {
                    guard let data = FileManager.default.contents(atPath: file) else {
                        print("cannot read \(file)")
                        return 1
                    }
                    target.run([UInt8](data))
                    count += 1
                }
            }
            print("\(target.name): ran \(count) inputs")
            return 0
        #endif
    }

    /// A file, or every file under a folder, sorted.
    package static func inputs(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
        let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return files.map { path + "/" + $0 }.filter { file in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }
}

#if FUZZING
    /// libFuzzer's driver, for a program with its own `main` (SwiftPM links executables with
    /// `--defsym main=<module>_main`, so libFuzzer's `main` never runs).
    @_silgen_name("LLVMFuzzerRunDriver")
    private func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The target libFuzzer drives; set once, before the driver starts.
    nonisolated(unsafe) private var selected: FuzzTarget?

    /// libFuzzer's entry point, for its own `main` (which the linker keeps but never calls).
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        guard let target = selected else { return 0 }
        target.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }

    extension FuzzDriver {
        fileprivate static func runLibFuzzer(_ target: FuzzTarget, arguments: [String]) -> Int32 {
            selected = target
            setenv(targetVariable, target.name, 1)
            var argc = CInt(arguments.count)
            var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            return argv.withUnsafeMutableBufferPointer { buffer in
                var base = buffer.baseAddress!
                return LLVMFuzzerRunDriver(&argc, &base) { data, size in fuzzTestOneInput(data, size) }
            }
        }
    }
#endif
