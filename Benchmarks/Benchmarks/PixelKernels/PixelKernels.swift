import Benchmark
import CPixman
import Tintype

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
/// small icon and µs for the large images. Names are `KERNEL SIZE: WHO`, so
/// that `Benchmarks/kernel-table.sh` can set each Tintype kernel beside its peers.
func measure(_ name: String, pixels: Int, seconds: Int = 2, iterations: Int = 100_000, _ body: @escaping () -> Void) {
    Benchmark(
        name,
        configuration: .init(
            metrics: [.throughput, .wallClock], timeUnits: pixels < 100_000 ? .nanoseconds : .microseconds,
            maxDuration: .seconds(seconds), maxIterations: iterations)
    ) { benchmark in
        for _ in benchmark.scaledIterations { body() }
    }
}

let top = StraightColor(red: 213, green: 229, blue: 248)
let bottom = StraightColor(red: 49, green: 140, blue: 228)
let solidColor = StraightColor(red: 170, green: 170, blue: 170)

let benchmarks: @Sendable () -> Void = {
    for (label, image) in [("64x64", Inputs.small), ("2048x2048", Inputs.large)] {
        let pixels = image.width * image.height
        var canvas = RGBAImage(width: image.width, height: image.height)
        // A plain buffer, written before it is measured: an array captured by the closure could be
        // copied whole when it is not uniquely referenced, which doubled memcpy's time in some runs.
        // Kept for the process's life, like the benchmarks that use it.
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: image.bytes.count, alignment: 64)
        copy.initializeMemory(as: UInt8.self, repeating: 0)
        let icon = PixmanImage(copying: image)
        let alpha = PixmanImage(alphaOf: image)
        let destination = PixmanImage(copying: canvas)

        // The bandwidth roofline: the same bytes read and written by memcpy.
        measure("memcpy \(label): memcpy", pixels: pixels) {
            image.withUnsafeBytes { source in _ = memcpy(copy.baseAddress!, source.baseAddress!, source.count) }
            blackHole(copy[0])
        }
        // Tint: paint through the icon's alpha. pixman's equivalent is SRC with the
        // paint as source and the icon as mask; its fastest case is an a8 mask (a
        // quarter of the bytes to read), measured too.
        for (name, paint, peer) in [
            ("solid", Paint.solid(solidColor), PixmanImage.solid(solidColor)),
            ("gradient", Paint.vertical(top, bottom), PixmanImage.vertical(top, bottom, height: image.height))
        ] {
            let tint = Tint(paint: paint, maskSource: .alpha)
            measure("tint \(name) \(label): tintype", pixels: pixels) {
                tint.apply(to: image, into: &canvas)
                blackHole(canvas)
            }
            measure("tint \(name) \(label): pixman SRC, the icon as mask", pixels: pixels) {
                PixmanImage.composite(PIXMAN_OP_SRC, peer, mask: icon, into: destination)
            }
            measure("tint \(name) \(label): pixman SRC, an a8 mask", pixels: pixels) {
                PixmanImage.composite(PIXMAN_OP_SRC, peer, mask: alpha, into: destination)
            }
        }
        let overlay = Inputs.pattern(width: image.width, height: image.height)
        let pixmanOverlay = PixmanImage(copying: overlay)
        measure("sourceOver \(label): tintype", pixels: pixels) {
            canvas.draw(overlay, at: .zero, mode: .sourceOver)
            blackHole(canvas)
        }
        measure("sourceOver \(label): pixman OVER", pixels: pixels) {
            PixmanImage.composite(PIXMAN_OP_OVER, pixmanOverlay, mask: nil, into: destination)
        }
        // Blur, sigma 4 (33 taps): pixman's separable-convolution filter with the same weights.
        let blur = GaussianBlur(sigma: 4)
        let blurSource = PixmanImage(copying: image)
        blurSource.setSeparableKernel(blur.weights)
        measure("blur sigma 4 \(label): tintype", pixels: pixels, seconds: 4) { blackHole(blur.apply(to: image)) }
        measure("blur sigma 4 \(label): pixman separable convolution", pixels: pixels, seconds: 4, iterations: 20) {
            PixmanImage.composite(PIXMAN_OP_SRC, blurSource, mask: nil, into: destination)
        }
    }
    // Downscaling a 3× image to 2× (the batch's 2× from 3× art): an icon and a large image,
    // beside pixman's box (area-averaging) convolution under a 1.5 scale transform.
    for (label, source) in [("96x96 to 64x64", Inputs.pattern(width: 96, height: 96)), ("3072x3072 to 2048x2048", Inputs.triple)] {
        let width = source.width * 2 / 3
        let pixels = width * width
        let peerSource = PixmanImage(copying: source)
        peerSource.setBoxDownscale(factor: 1.5)
        let destination = PixmanImage(copying: RGBAImage(width: width, height: width))
        measure("downscale 3x to 2x \(label): tintype", pixels: pixels, seconds: 4) {
            blackHole(source.downscaled(width: width, height: width))
        }
        measure("downscale 3x to 2x \(label): pixman box convolution", pixels: pixels, seconds: 4, iterations: 1_000) {
            PixmanImage.composite(PIXMAN_OP_SRC, peerSource, mask: nil, into: destination)
        }
    }
}
