// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TabLint",
    // macOS 15: Xcode 16.3 and later run on macOS 15.3 or later (Xcode 26 on 15.6), and the App Store has taken only
    // apps built with Xcode 26 since April 2026; `Mutex` and `Atomic` (Synchronization) need it. `.ci/availability.py`
    // checks on Linux that no API newer than this floor is used.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "tablint", targets: ["tablint"]),
        .plugin(name: "TabLintCommandPlugin", targets: ["TabLintCommandPlugin"]),
        .plugin(name: "TabLintBuildToolPlugin", targets: ["TabLintBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        // libxml2 on Linux, through pkg-config; TabLintXML is its only importer. On macOS TabLintXML imports the SDK's own
        // `libxml2` module instead (no pkg-config file there, and no Homebrew copy wanted).
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // Source text and positions.
        .target(name: "TabLintSource"),
        // Work spread over the cores.
        .target(name: "TabLintParallel"),
        .target(
            name: "TabLintXML",
            dependencies: [.target(name: "CLibXML2", condition: .when(platforms: [.linux])), "TabLintSource"],
            linkerSettings: [.linkedLibrary("xml2", .when(platforms: [.macOS]))]
        ),
        // Facts about an app's Swift and Objective-C code; the only importer of swift-syntax.
        .target(
            name: "TabLintCode",
            dependencies: [
                "TabLintSource", "TabLintParallel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "TabLintModel", dependencies: ["TabLintXML", "TabLintSource"]),
        // Xcode projects, workspaces, xcconfigs, Info.plists and XcodeGen specs (the only reader of project.yml's YAML).
        .target(name: "TabLintXcode", dependencies: ["TabLintSource", .product(name: "Yams", package: "Yams")]),
        // A project read from disk as values: discovery, loading, resources, bundles and the code evidence.
        .target(name: "TabLintWorkspace", dependencies: ["TabLintModel", "TabLintXcode", "TabLintCode", "TabLintParallel", "TabLintSource"]),
        // The cross-file controller graph over a workspace: references, containers, tabs.
        .target(name: "TabLintGraph", dependencies: ["TabLintWorkspace", "TabLintModel", "TabLintSource"]),
        .target(
            name: "TabLintCore",
            dependencies: [
                "TabLintGraph", "TabLintWorkspace", "TabLintModel", "TabLintCode", "TabLintParallel", "TabLintSource",
                .product(name: "Yams", package: "Yams"),
            ]),
        .target(
            name: "TabLintRules", dependencies: ["TabLintCore", "TabLintGraph", "TabLintWorkspace", "TabLintModel", "TabLintCode", "TabLintSource"]),
        .target(name: "LSPProtocol"),
        // The edits of quick fixes and `lint --fix`.
        .target(
            name: "TabLintFixes",
            dependencies: [
                "TabLintReporters", "TabLintCore", "TabLintGraph", "TabLintWorkspace", "TabLintModel", "TabLintXML", "TabLintSource", "LSPProtocol",
            ]),
        .target(
            name: "TabLintDiagram",
            dependencies: [
                "TabLintCore", "TabLintGraph", "TabLintWorkspace", "TabLintModel", "TabLintCode", "TabLintXML", "TabLintParallel", "TabLintSource",
            ]),
        .target(
            name: "TabLintReporters",
            dependencies: ["TabLintCore", "TabLintWorkspace", "TabLintSource", "TabLintXML", "LSPProtocol", "TabLintDiagram"]),
        .target(name: "LSPTransport", dependencies: ["LSPProtocol"]),
        .target(
            name: "TabLintServer",
            dependencies: [
                "TabLintRules", "TabLintFixes", "TabLintReporters", "TabLintCore", "TabLintGraph", "TabLintWorkspace", "TabLintModel",
                "TabLintParallel", "TabLintSource", "LSPProtocol", "LSPTransport",
            ]),
        .executableTarget(
            name: "tablint",
            dependencies: [
                "TabLintRules", "TabLintFixes", "TabLintReporters", "TabLintDiagram", "TabLintServer", "TabLintXcode", "TabLintCore", "TabLintGraph",
                "TabLintWorkspace", "TabLintModel", "TabLintSource", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // libFuzzer targets (`.ci/fuzz.sh`): each `FuzzTarget` drives one reader; `tablint-fuzz TARGET` runs one.
        .target(
            name: "TabLintFuzzing",
            dependencies: [
                "TabLintServer", "LSPTransport", "TabLintRules", "TabLintCore", "TabLintWorkspace", "TabLintXcode", "TabLintModel", "TabLintCode",
                "TabLintSource",
            ]),
        // `swift package plugin tablint`: lints the package (or `--target NAME`) with the tablint built from source.
        .plugin(
            name: "TabLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "tablint", description: "Lint the package's storyboards and xibs with TabLint"), permissions: []),
            dependencies: ["tablint"]
        ),
        // Lints each Swift target's folder on every build; error findings fail the build.
        .plugin(name: "TabLintBuildToolPlugin", capability: .buildTool(), dependencies: ["tablint"]),
        .target(
            name: "TabLintTestSupport",
            dependencies: [
                "TabLintRules", "TabLintServer", "LSPTransport", "LSPProtocol", "TabLintCore", "TabLintDiagram", "TabLintWorkspace", "TabLintModel",
                "TabLintSource",
            ],
            path: "Tests/TabLintTestSupport"),
        .testTarget(name: "TabLintSourceTests", dependencies: ["TabLintSource", "TabLintTestSupport"]),
        .testTarget(name: "TabLintParallelTests", dependencies: ["TabLintParallel"]),
        .testTarget(name: "TabLintFuzzingTests", dependencies: ["TabLintFuzzing", "TabLintTestSupport"]),
        .testTarget(name: "TabLintCodeTests", dependencies: ["TabLintCode", "TabLintTestSupport"]),
        .testTarget(name: "TabLintXMLTests", dependencies: ["TabLintXML", "TabLintSource"]),
        .testTarget(name: "TabLintXcodeTests", dependencies: ["TabLintXcode", "TabLintTestSupport"]),
        .testTarget(name: "TabLintModelTests", dependencies: ["TabLintModel", "TabLintCore", "TabLintSource", "TabLintTestSupport"]),
        .testTarget(
            name: "TabLintWorkspaceTests",
            dependencies: [
                "TabLintWorkspace", "TabLintCode", "TabLintCore", "TabLintModel", "TabLintXcode", "TabLintSource",
                "TabLintTestSupport",
            ]),
        .testTarget(
            name: "TabLintGraphTests",
            dependencies: ["TabLintGraph", "TabLintWorkspace", "TabLintCore", "TabLintModel", "TabLintSource", "TabLintTestSupport"]),
        .testTarget(name: "TabLintCoreTests", dependencies: ["TabLintCore", "TabLintRules", "TabLintSource", "TabLintTestSupport"]),
        .testTarget(
            name: "TabLintRulesTests",
            dependencies: ["TabLintRules", "TabLintCore", "TabLintWorkspace", "TabLintTestSupport"]),
        .testTarget(
            name: "TabLintDiagramTests",
            dependencies: [
                "TabLintDiagram", "TabLintCore", "TabLintGraph", "TabLintWorkspace", "TabLintRules", "TabLintSource", "TabLintXML",
                "TabLintTestSupport",
            ]),
        .testTarget(
            name: "TabLintReportersTests",
            dependencies: [
                "TabLintReporters", "LSPProtocol", "TabLintCore", "TabLintDiagram", "TabLintWorkspace", "TabLintRules", "TabLintSource", "TabLintXML",
                "TabLintTestSupport",
            ]),
        .testTarget(
            name: "tablintTests",
            dependencies: [
                "tablint", "LSPProtocol", "TabLintCore", "TabLintDiagram", "TabLintGraph", "TabLintWorkspace", "TabLintModel", "TabLintReporters",
                "TabLintRules", "TabLintSource", "TabLintTestSupport",
            ],
            exclude: ["Goldens"]),
        .testTarget(name: "LSPTransportTests", dependencies: ["LSPTransport", "LSPProtocol"]),
        .testTarget(
            name: "TabLintServerTests",
            dependencies: [
                "TabLintServer", "TabLintFixes", "LSPProtocol", "LSPTransport", "TabLintCore", "TabLintWorkspace", "TabLintModel", "TabLintReporters",
                "TabLintRules", "TabLintSource", "TabLintTestSupport",
            ]),
    ]
)

// The libFuzzer driver, `tablint-fuzz TARGET …`: Linux only (Xcode's toolchain has no libFuzzer), so a plain build on
// macOS builds neither it nor any fuzzing flag.
#if !canImport(Darwin)
    package.targets.append(.executableTarget(name: "tablint-fuzz", dependencies: ["TabLintFuzzing"]))
#endif

// A fuzz build (`.ci/fuzz.sh`: `TABLINT_FUZZ=1 swift build -c release --sanitize=address --product tablint-fuzz`)
// instruments TabLint's own modules for libFuzzer's coverage and links the fuzzer's driver into `tablint-fuzz`. Every
// module, the dependencies too, runs under AddressSanitizer; the dependencies (swift-syntax, Yams, ArgumentParser) get
// no coverage, as the system's libxml2 never did: the feedback of swift-syntax's parser, most of the `code` target's
// edges, cost that target most of its time in libFuzzer's bookkeeping (Reports/fuzzing.md, twelfth run).
if Context.environment["TABLINT_FUZZ"] == "1" {
    let coverage = SwiftSetting.unsafeFlags(["-sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table"])
    for target in package.targets where target.type == .regular || target.type == .executable {
        target.swiftSettings = (target.swiftSettings ?? []) + [coverage]
    }
    for target in package.targets where target.name == "TabLintFuzzing" {
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("FUZZING")]
    }
    for target in package.targets where target.name == "tablint-fuzz" {
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer"])]
    }
}
