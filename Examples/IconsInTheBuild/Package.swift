// swift-tools-version: 6.1
import PackageDescription

// A package that makes its icons at build time with TintypePlugin: the target AppIcons lists the
// plugin, and the icons its tintype.json makes are its resources, reachable through Bundle.module.
let package = Package(
    name: "IconsInTheBuild",
    dependencies: [
        // Your package would name Tintype by its URL; this example builds against the checkout it is in.
        .package(name: "Tintype", path: "../..")
    ],
    targets: [
        .target(
            name: "AppIcons",
            // The art and the job file are the plugin's inputs, not resources of their own.
            exclude: ["Art", "tintype.json"],
            plugins: [.plugin(name: "TintypePlugin", package: "Tintype")]),
        .testTarget(
            name: "AppIconsTests",
            dependencies: ["AppIcons"])
    ]
)
