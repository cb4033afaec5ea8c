// swift-tools-version:6.0
import PackageDescription

// A package that uses TabLint's plugins with the prebuilt tablint: `tablintTests/ArtifactBundleTests` copies it beside
// the `TabLintPlugins` package that `.ci/artifactbundle.py` writes, whose binary target is the artifact bundle's zip.
let package = Package(
    name: "BinaryPluginPackage",
    dependencies: [
        .package(path: "../TabLintPlugins")
    ],
    targets: [
        .target(
            name: "App",
            exclude: ["Main.storyboard"],
            plugins: [.plugin(name: "TabLintBuildToolPlugin", package: "TabLintPlugins")]
        )
    ]
)
