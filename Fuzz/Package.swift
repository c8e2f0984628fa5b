// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for every parser that reads untrusted bytes, kept out of the
// main package so that its users never build them. Build and run with
// `Fuzz/run.sh` (see the README's "Fuzzing" section); each target is an
// executable whose `main` is libFuzzer's, hence `-parse-as-library`.
let fuzzTargets = [
    "FuzzPNG", "FuzzCgBI", "FuzzJPEG", "FuzzSVG", "FuzzSVGWorker", "FuzzNinePatch", "FuzzStyle", "FuzzIPA", "FuzzVector",
    "FuzzIconComposer", "FuzzICNS", "FuzzICO", "FuzzCar"
]

let package = Package(
    name: "TintypeFuzz",
    dependencies: [
        .package(name: "Tintype", path: "..")
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "Tintype", package: "Tintype")])
    ]
        + fuzzTargets.map { name in
            .executableTarget(
                name: name,
                dependencies: [
                    "FuzzSupport", .product(name: "TintypeFuzzEntries", package: "Tintype")
                ],
                swiftSettings: [.unsafeFlags(["-parse-as-library"])])
        }
)
