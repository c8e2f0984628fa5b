// swift-tools-version: 6.1
import PackageDescription

// Speed measurements for Tintype, kept out of the main package so that neither
// its users nor `swift test` build the benchmark framework.
// Run from this folder: `swift package benchmark` (see the README).
let package = Package(
    name: "TintypeBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Tintype", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"])
    ],
    targets: [
        .executableTarget(
            name: "PixelKernels",
            dependencies: [
                .product(name: "Tintype", package: "Tintype"),
                .product(name: "TintypeReference", package: "Tintype"),
                .product(name: "Benchmark", package: "benchmark")
            ],
            path: "Benchmarks/PixelKernels",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "BatchThroughput",
            dependencies: [
                .product(name: "Tintype", package: "Tintype"),
                .product(name: "Benchmark", package: "benchmark")
            ],
            path: "Benchmarks/BatchThroughput",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
    ]
)
