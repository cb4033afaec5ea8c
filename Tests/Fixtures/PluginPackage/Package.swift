// swift-tools-version:6.0
import PackageDescription

// A package that uses TabLint's plugins; `tablintTests/PluginTests` copies it and points the dependency at the checkout.
let package = Package(
    name: "PluginPackage",
    dependencies: [
        .package(name: "TabLint", path: "../../..")
    ],
    targets: [
        .target(
            name: "App",
            exclude: ["Main.storyboard"],
            plugins: [.plugin(name: "TabLintBuildToolPlugin", package: "TabLint")]
        )
    ]
)
