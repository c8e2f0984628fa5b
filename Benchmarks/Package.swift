// swift-tools-version: 6.1
import PackageDescription

// Speed measurements for Tintype, kept out of the main package so that neither
// its users nor `swift test` build the benchmark framework.
// Run from this folder: `swift package benchmark` (see the README).
let package = Package(
    name: "TintypeBenchmarks",
    platforms: [.macOS(.v13)],
    traits: [
        // Tintype's SVG trait, passed on: on by default (the SVG benchmarks need it). CI builds this
        // package once with `--disable-default-traits`, which checks that the benchmarks compile and
        // that Tintype builds without librsvg, in one build of the library.
        .trait(name: "SVG", description: "Build Tintype with its SVG trait (librsvg)."),
        .default(enabledTraits: ["SVG"])
    ],
    dependencies: [
        .package(name: "Tintype", path: "..", traits: [.trait(name: "SVG", condition: .when(traits: ["SVG"]))]),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"])
    ],
    targets: [
        // pixman, the peer the kernels are measured beside (Debian: libpixman-1-dev). The benchmarks
        // only: the library does not depend on it.
        .systemLibrary(name: "CPixman", path: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .executableTarget(
            name: "PixelKernels",
            dependencies: [
                "CPixman",
                .product(name: "Tintype", package: "Tintype"),
                .product(name: "Benchmark", package: "benchmark")
            ],
            path: "Benchmarks/PixelKernels",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // libpng itself, the peer PNG decoding is measured beside (Debian: libpng-dev).
        .systemLibrary(name: "CLibPNGPeer", path: "CLibPNGPeer", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .executableTarget(
            name: "BatchThroughput",
            dependencies: [
                "CLibPNGPeer",
                .product(name: "Tintype", package: "Tintype"),
                .product(name: "Benchmark", package: "benchmark")
            ],
            path: "Benchmarks/BatchThroughput",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
    ]
)
