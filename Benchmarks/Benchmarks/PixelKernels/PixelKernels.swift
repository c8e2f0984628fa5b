import Benchmark
import Tintype
import TintypeReference

#if canImport(Glibc)
import Glibc
#endif

/// Inputs shared by the benchmarks: a 64×64 icon (in cache) and a 2048×2048
/// image (memory bound), both with every alpha value.
enum Inputs {
    static let small = pattern(width: 64, height: 64)
    static let large = pattern(width: 2048, height: 2048)
    /// A 3× source for the scale benchmarks: 3072×3072.
    static let triple = pattern(width: 3072, height: 3072)

    static func pattern(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha = UInt8((x * 7 + y * 3) % 256)
                image[x, y] = PremultipliedColor(red: alpha / 2, green: alpha, blue: alpha / 3, alpha: alpha)
            }
        }
        return image
    }
}

/// One benchmark over `pixels` pixels an iteration: pixels/s is the reported
/// throughput (iterations/s) times `pixels`; the wall clock is in ns for the
/// small icon and µs for the large images.
func measure(_ name: String, pixels: Int, seconds: Int = 2, _ body: @escaping () -> Void) {
    Benchmark(
        name,
        configuration: .init(
            metrics: [.throughput, .wallClock], timeUnits: pixels < 100_000 ? .nanoseconds : .microseconds,
            maxDuration: .seconds(seconds), maxIterations: 100_000)
    ) { benchmark in
        for _ in benchmark.scaledIterations { body() }
    }
}

let solidPaint = Paint.solid(StraightColor(red: 170, green: 170, blue: 170))
let gradientPaint = Paint.vertical(StraightColor(red: 213, green: 229, blue: 248), StraightColor(red: 49, green: 140, blue: 228))

let benchmarks: @Sendable () -> Void = {
    for (label, image) in [("64x64", Inputs.small), ("2048x2048", Inputs.large)] {
        let pixels = image.width * image.height
        var canvas = RGBAImage(width: image.width, height: image.height)
        var copy = [UInt8](repeating: 0, count: image.bytes.count)

        // The bandwidth roofline: the same bytes read and written by memcpy.
        measure("memcpy \(label)", pixels: pixels) {
            image.withUnsafeBytes { source in
                copy.withUnsafeMutableBytes { _ = memcpy($0.baseAddress!, source.baseAddress!, source.count) }
            }
            blackHole(copy)
        }
        for (name, paint) in [("solid", solidPaint), ("gradient", gradientPaint)] {
            let tint = Tint(paint: paint, maskSource: .alpha)
            measure("tint \(name) \(label)", pixels: pixels) {
                tint.apply(to: image, into: &canvas)
                blackHole(canvas)
            }
            measure("tint \(name) scalar reference \(label)", pixels: pixels, seconds: 4) {
                blackHole(Reference.tint(image, paint: paint, source: .alpha, canvasWidth: image.width, canvasHeight: image.height))
            }
        }
        let overlay = Inputs.pattern(width: image.width, height: image.height)
        measure("sourceOver \(label)", pixels: pixels) {
            canvas.draw(overlay, at: .zero, mode: .sourceOver)
            blackHole(canvas)
        }
        measure("sourceOver scalar reference \(label)", pixels: pixels, seconds: 4) {
            blackHole(Reference.draw(overlay, onto: canvas, at: .zero, mode: .sourceOver))
        }
    }
    // The same kernels on an icon-sized input, with their references.
    let icon96 = Inputs.pattern(width: 96, height: 96)
    measure("blur sigma 4 64x64", pixels: 64 * 64) { blackHole(GaussianBlur(sigma: 4).apply(to: Inputs.small)) }
    measure("blur sigma 4 scalar reference 64x64", pixels: 64 * 64, seconds: 4) { blackHole(Reference.blur(Inputs.small, sigma: 4)) }
    measure("downscale 3x to 2x (96 to 64)", pixels: 64 * 64) { blackHole(icon96.downscaled(width: 64, height: 64)) }
    measure("downscale 3x to 2x scalar reference (96 to 64)", pixels: 64 * 64) {
        blackHole(Reference.downscale(icon96, width: 64, height: 64))
    }
    measure("downscale 3x to 1x (96 to 32)", pixels: 32 * 32) { blackHole(icon96.downscaled(width: 32, height: 32)) }
    let blur = GaussianBlur(sigma: 4)
    measure("blur sigma 4 2048x2048", pixels: Inputs.large.width * Inputs.large.height, seconds: 4) {
        blackHole(blur.apply(to: Inputs.large))
    }
    // The read roofline for the scale benchmarks: copying the 3× source once.
    var tripleCopy = [UInt8](repeating: 0, count: Inputs.triple.bytes.count)
    measure("memcpy 3072x3072 (the 3x source)", pixels: 3072 * 3072, seconds: 3) {
        Inputs.triple.withUnsafeBytes { source in
            tripleCopy.withUnsafeMutableBytes { _ = memcpy($0.baseAddress!, source.baseAddress!, source.count) }
        }
        blackHole(tripleCopy)
    }
    measure("downscale 3x to 2x (2048x2048 out)", pixels: 2048 * 2048, seconds: 4) {
        blackHole(Inputs.triple.downscaled(width: 2048, height: 2048))
    }
    measure("downscale 3x to 1x (1024x1024 out)", pixels: 1024 * 1024, seconds: 4) {
        blackHole(Inputs.triple.downscaled(width: 1024, height: 1024))
    }
}
