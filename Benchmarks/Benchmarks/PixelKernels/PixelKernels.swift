import Benchmark
import Tintype
import TintypeReference

#if canImport(Glibc)
import Glibc
#endif

/// Inputs shared by the benchmarks: a 64×64 icon (in cache) and a 2048×2048
/// image (memory bound), both with varied alpha.
enum Inputs {
    static let small = pattern(width: 64, height: 64)
    static let large = pattern(width: 2048, height: 2048)

    static func pattern(width: Int, height: Int) -> Image {
        var image = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha = UInt8((x * 7 + y * 3) % 256)
                image[x, y] = PremultipliedColor(red: alpha / 2, green: alpha, blue: alpha / 3, alpha: alpha)
            }
        }
        return image
    }
}

/// Throughput in pixels: one "iteration" is one pixel, scaled to mega.
func pixelBenchmark(_ name: String, pixels: Int, _ body: @escaping () -> Void) {
    Benchmark(name, configuration: .init(metrics: [.throughput, .wallClock], timeUnits: .microseconds,
                                         scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 1000)) { benchmark in
        for _ in benchmark.scaledIterations { body() }
    }
    _ = pixels
}

let benchmarks: @Sendable () -> Void = {
    for (label, image) in [("64x64", Inputs.small), ("2048x2048", Inputs.large)] {
        let solid = Tint(paint: .solid(StraightColor(red: 170, green: 170, blue: 170)), maskSource: .alpha)
        let gradient = Tint(paint: .vertical([StraightColor(red: 213, green: 229, blue: 248), StraightColor(red: 49, green: 140, blue: 228)])!, maskSource: .alpha)
        Benchmark("memcpy \(label)", configuration: .init(metrics: [.throughput, .wallClock], maxDuration: .seconds(2))) { benchmark in
            var copy = [UInt8](repeating: 0, count: image.bytes.count)
            for _ in benchmark.scaledIterations {
                image.withUnsafeBytes { source in
                    copy.withUnsafeMutableBytes { _ = memcpy($0.baseAddress!, source.baseAddress!, source.count) }
                }
                blackHole(copy)
            }
        }
        Benchmark("tint solid \(label)", configuration: .init(metrics: [.throughput, .wallClock], maxDuration: .seconds(2))) { benchmark in
            var canvas = Image(width: image.width, height: image.height)
            for _ in benchmark.scaledIterations { solid.apply(to: image, into: &canvas); blackHole(canvas) }
        }
        Benchmark("tint gradient \(label)", configuration: .init(metrics: [.throughput, .wallClock], maxDuration: .seconds(2))) { benchmark in
            var canvas = Image(width: image.width, height: image.height)
            for _ in benchmark.scaledIterations { gradient.apply(to: image, into: &canvas); blackHole(canvas) }
        }
        Benchmark("tint solid scalar reference \(label)", configuration: .init(metrics: [.throughput, .wallClock], maxDuration: .seconds(2))) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(Reference.tint(image, paint: solid.paint, source: .alpha, canvasWidth: image.width, canvasHeight: image.height))
            }
        }
    }
}
