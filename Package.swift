// swift-tools-version: 6.1
import PackageDescription

// The tests' own code is compiled unoptimized and file by file even in a release build (CI's): what they
// test is the optimized library, and this compiles on every core, not on one.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Onone", "-no-whole-module-optimization"], .when(configuration: .release))]

// The library's modules, the umbrella first: what every test target and their support imports.
let layerModules: [Target.Dependency] = [
    "Tintype", "TintypeJobs", "TintypeAssetCar", "TintypeTabBar", "TintypeAppIcons", "TintypeLaunch", "TintypeControls", "TintypeCore",
    "TintypeFormats", "TintypeSVG", "TintypeCodecs", "TintypePixels", "TintypeSupport"
]

/// The test target `name`: the shared support, every layer, and `extra`.
func layerTests(_ name: String, _ extra: [Target.Dependency] = []) -> Target {
    .testTarget(name: name, dependencies: ["TintypeTestSupport"] + layerModules + extra, swiftSettings: testSettings)
}

let package = Package(
    name: "Tintype",
    products: [
        .library(name: "Tintype", targets: ["Tintype"]),
        // Plain scalar versions of every pixel operation: the tests' and benchmarks' reference.
        .library(name: "TintypeReference", targets: ["TintypeReference"]),
        .executable(name: "tintype", targets: ["tintype"]),
        // The fuzz targets' entry points (Fuzz/ calls them with libFuzzer's inputs; the tests replay
        // each target's seeds through them under AddressSanitizer). Not for apps.
        .library(name: "TintypeFuzzEntries", targets: ["TintypeFuzzEntries"]),
        // A target that lists this plugin gets the icons its tintype.json makes as resources (Bundle.module),
        // made at build time and again only when the art or the job file changes.
        .plugin(name: "TintypePlugin", targets: ["TintypePlugin"]),
        // `swift package tintype`: runs the job files into the source tree, for teams that commit their icons.
        .plugin(name: "TintypeCommandPlugin", targets: ["TintypeCommandPlugin"])
    ],
    traits: [
        // SVG sources through the system's librsvg (Debian: librsvg2-dev). On by default;
        // a package that depends on Tintype with `traits: []` builds without GLib and cairo,
        // and SVG files are then refused with a message saying so.
        .trait(name: "SVG", description: "Read SVG icons with the system's librsvg."),
        .default(enabledTraits: ["SVG"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Reading .ipa archives for `tintype uncrush` (the CLI only; the library stays dependency-free).
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        // `swift package generate-documentation` (the DocC catalog in Sources/Tintype/Tintype.docc);
        // a plugin only: nothing of it is linked into the library or the tool.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0")
    ],
    targets: [
        // System C libraries, found through pkg-config; SwiftPM names the Debian package when one is missing.
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CLibJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(
            name: "CTintypeZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        // Deflate for the PNG writer: faster than zlib at equal or smaller sizes. Debian: libdeflate-dev.
        .systemLibrary(
            name: "CLibDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // WebP, lossless, for the Android and Expo icons a project keeps as WebP (appicon --project). Debian: libwebp-dev.
        .systemLibrary(
            name: "CLibWebP", pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        // The codec shims: catch libpng's longjmp and replace libjpeg's exit() so errors return to Swift,
        // and keep a libdeflate compressor per thread for the PNG writer.
        .target(
            name: "CTintypeCodecs",
            dependencies: ["CLibPNG", "CLibJPEG", "CTintypeZlib", "CLibDeflate"]),
        // The SVG shim: keeps GLib and cairo types out of Swift. It loads the system's librsvg when the first
        // SVG is opened (linking it would load some forty libraries on every run of the tool) and looks up the
        // few librsvg, cairo and GLib functions it calls, whose types rsvg_api.h declares (checked against the
        // real headers by .ci/run). Debian: librsvg2-2 at run time, librsvg2-dev for that check.
        .target(name: "CTintypeSVG"),
        // AVX2 versions of the hottest pixel loops, compiled per function (a target attribute, no flags)
        // and used only when the CPU has AVX2; the Swift kernels are the portable path.
        .target(name: "CTintypeKernels"),
        // The SVG worker's sandbox: a seccomp filter written out by hand (no libseccomp), and the few
        // process calls a worker makes before its first request.
        .target(name: "CTintypeSandbox"),
        // What the library stands on and nothing in it knows icons: files read and written whole, the
        // folder walk, SHA-256, JSON, the one number formatter, the `@Nx` parser, parallel work, and the
        // two error types every layer shares (ImageFileError, SkippedFile; re-exported by Tintype).
        .target(name: "TintypeSupport", dependencies: ["CTintypeKernels"]),
        // The library's layers, as docs/ARCHITECTURE.md draws them; each module names only the ones below
        // it, so an import the architecture forbids does not compile. The pixel core: images, masks,
        // colours, warnings, shapes and their rasterizer, the pipeline's kernels.
        .target(name: "TintypePixels", dependencies: ["TintypeSupport", "CTintypeKernels"]),
        // The raster formats, in folders by format: PNG (CgBI included), JPEG, WebP, ICO and ICNS read and
        // written, the limits of a decode, uncrush, and the zip reader for .ipa archives (untrusted bytes).
        // An SVG is not opened here: the codecs detect it and send the caller to TintypeSVG's door.
        .target(
            name: "TintypeCodecs",
            dependencies: [
                "TintypePixels", "TintypeSupport", "CTintypeCodecs", "CTintypeZlib", "CTintypeKernels", "CLibWebP",
                .product(name: "ZIPFoundation", package: "ZIPFoundation")
            ]),
        // SVG's one home (SPEC §7, §13): the markup reader and preflight, the tree, its renderer, librsvg with its
        // worker processes, their pool, wire and sandbox, the writer; and the one door that opens an SVG
        // (`SVGDocument.open`, `ImageDecoder.readArt`), which asks every caller where librsvg may run.
        .target(
            name: "TintypeSVG",
            dependencies: [
                "TintypeCodecs", "TintypePixels", "TintypeSupport", "CTintypeKernels", "CTintypeSandbox",
                .target(name: "CTintypeSVG", condition: .when(traits: ["SVG"]))
            ]),
        // The platforms' file formats both wings write: asset catalog files, Android resources and
        // VectorDrawables, the names each platform accepts.
        .target(name: "TintypeFormats", dependencies: ["TintypeSVG", "TintypeCodecs", "TintypePixels", "TintypeSupport"]),
        // The rest of the core: art fitted into the icon box, the sheets' text labels (they trim by the art's
        // coverage), and what any run writes with (errors, the output lock, records).
        .target(name: "TintypeCore", dependencies: ["TintypeSVG", "TintypeCodecs", "TintypePixels", "TintypeSupport"]),
        // The stretchable and control products: stretchable images, NinePatch, nine-slice, segmented controls,
        // rounded photos.
        .target(name: "TintypeControls", dependencies: ["TintypeSVG", "TintypeCodecs", "TintypePixels", "TintypeSupport"]),
        // Wing one: the tab-bar batch (states, styles, drawing, layouts, records, previews, the driver).
        .target(
            name: "TintypeTabBar",
            dependencies: ["TintypeCore", "TintypeFormats", "TintypeSVG", "TintypeCodecs", "TintypePixels", "TintypeSupport"],
            // The preview page's HTML, style sheet and script, as files a web developer can open and
            // edit; compiled into the library as bytes (nothing to find at run time).
            resources: [
                .embedInCode("Previews/Resources/preview.html"), .embedInCode("Previews/Resources/preview.css"),
                .embedInCode("Previews/Resources/preview.js")
            ]),
        // Wing two: app icons for every platform. It does not depend on wing one, nor wing one on it.
        .target(
            name: "TintypeAppIcons",
            dependencies: ["TintypeCore", "TintypeFormats", "TintypeSVG", "TintypeCodecs", "TintypePixels", "TintypeSupport"]),
        // Launch screens, built on the app icons (their art is an app icon's design): iOS storyboards and
        // pictures, Android 12+ splash themes, the web's startup images, their previews and check.
        .target(
            name: "TintypeLaunch",
            dependencies: [
                "TintypeAppIcons", "TintypeCore", "TintypeFormats", "TintypeSVG", "TintypeCodecs", "TintypePixels", "TintypeSupport"
            ]),
        // The compiled asset catalog (Assets.car) Apple's platforms read: the BOM store, the catalog's
        // blocks and renditions, read from any car, Apple's or ours.
        .target(
            name: "TintypeAssetCar",
            dependencies: ["TintypeAppIcons", "TintypeFormats", "TintypeCodecs", "TintypePixels", "TintypeSupport"]),
        // Above both wings: job files and their jobs.
        .target(
            name: "TintypeJobs",
            dependencies: [
                "TintypeAssetCar", "TintypeTabBar", "TintypeAppIcons", "TintypeLaunch", "TintypeControls", "TintypeCore", "TintypeFormats",
                "TintypeSVG",
                "TintypeCodecs", "TintypePixels", "TintypeSupport"
            ]),
        // The library other tools import: the umbrella that re-exports every layer, so `import Tintype`
        // gives a caller the whole public API.
        .target(
            name: "Tintype",
            dependencies: [
                "TintypeJobs", "TintypeAssetCar", "TintypeTabBar", "TintypeAppIcons", "TintypeLaunch", "TintypeControls", "TintypeCore",
                "TintypeFormats",
                "TintypeSVG", "TintypeCodecs", "TintypePixels", "TintypeSupport"
            ]),
        .target(name: "TintypeReference", dependencies: ["Tintype"]),
        // The command-line interface: argument parsing and reporting only, no image logic.
        .target(
            name: "TintypeCLI",
            dependencies: [
                "Tintype", "TintypeSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        .executableTarget(name: "tintype", dependencies: ["TintypeCLI", "Tintype"]),
        .target(
            name: "TintypeFuzzEntries",
            dependencies: ["Tintype", "TintypeAppIcons", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        // The build plugins (SPEC §12.4): they read a target's tintype.json for its inputs and outputs and run
        // `tintype run`; the tool does the rest.
        .plugin(
            name: "TintypePlugin", capability: .buildTool(), dependencies: ["tintype"],
            path: "Plugins/TintypePlugin"),
        .plugin(
            name: "TintypeCommandPlugin",
            capability: .command(
                intent: .custom(verb: "tintype", description: "Run each tintype.json of the package into the source tree."),
                permissions: [.writeToPackageDirectory(reason: "It writes the icons each tintype.json makes beside it.")]),
            dependencies: ["tintype"], path: "Plugins/TintypeCommandPlugin"),
        // The README's program, compiled with the package so that it cannot rot (a test checks the README
        // shows this file as it is). Not a product: nothing depending on Tintype builds it.
        .executableTarget(name: "TintOneIcon", dependencies: ["Tintype"], path: "Examples/TintOneIcon"),
        // The README's library section: an SVG sized as batch sizes it, a batch, app icons.
        .executableTarget(name: "LibraryUses", dependencies: ["Tintype"], path: "Examples/LibraryUses"),
        // What the test targets share: fixtures and temporary folders, the golden check, the CLI runner,
        // Chromium, the built tool and SVG worker pools, test encoders and drawn art. Not a product.
        .target(
            name: "TintypeTestSupport",
            dependencies: layerModules + [
                "TintypeReference", "TintypeCLI", "CTintypeZlib", .product(name: "ZIPFoundation", package: "ZIPFoundation")
            ],
            // No unsafe flags here: only test targets carry them (SwiftPM refuses them in a dependency's other targets).
            path: "Tests/TintypeTestSupport"),
        // A test target per layer (each named after its module), so that a run can choose layers
        // (`swift test --filter TintypeCodecsTests`); SwiftPM links them into one test bundle.
        // Image, Warnings, Shapes, Pipeline: each kernel against its scalar reference.
        layerTests("TintypePixelsTests", ["TintypeReference"]),
        // The readers and writers, their limits, hostile input, the SVG workers, the fuzz seeds.
        layerTests(
            "TintypeCodecsTests",
            [
                "TintypeReference", "TintypeCLI", "TintypeFuzzEntries", "CTintypeCodecs", "CTintypeZlib",
                .product(name: "ZIPFoundation", package: "ZIPFoundation")
            ]),
        // SVG: the tree, its renderer, the librsvg workers, the door, the conformance cases.
        layerTests("TintypeSVGTests", ["TintypeReference", "TintypeCLI"]),
        // The platforms' file formats.
        layerTests("TintypeFormatsTests", ["TintypeReference"]),
        // Stretchable images, NinePatch, segmented controls, rounded photos.
        layerTests("TintypeControlsTests", ["TintypeReference", "TintypeCLI"]),
        // Launch screens.
        layerTests("TintypeLaunchTests", ["TintypeReference"]),
        // Fitting, Stretchable, Controls, Output.
        layerTests("TintypeCoreTests", ["TintypeReference", "TintypeCLI", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        // States, Styles, TabBar, Previews, Record, Batch.
        layerTests("TintypeTabBarTests", ["TintypeReference", "TintypeCLI", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        // App icons for every platform, Icon Composer bundles, check.
        layerTests("TintypeAppIconsTests", ["TintypeReference"]),
        // The compiled asset catalog, read back and held against Apple's.
        layerTests("TintypeAssetCarTests", ["TintypeCLI"]),
        // Job files run by the library.
        layerTests("TintypeJobsTests", ["TintypeCLI"]),
        // The command line, its words and exit statuses.
        layerTests(
            "TintypeCLITests", ["TintypeReference", "TintypeCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The umbrella as another package sees it: the README's programs, the public surface.
        layerTests("TintypeTests", ["TintypeCLI", "CTintypeCodecs"])
    ]
)
