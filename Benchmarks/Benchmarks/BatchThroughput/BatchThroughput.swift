import Benchmark
import CLibPNGPeer
import Foundation
import Tintype
@_spi(Measuring) import TintypeSVG

/// End-to-end batch speed on `Fixtures/icons` (14 icons, every layout's work:
/// decode, normal and selected at 1×/2×/3×, shared pieces, contact sheet,
/// encode, atomic writes), beside the codec floor: the same decodes and
/// encodes with no pixel work. One iteration is one whole batch, so icons/s is
/// 14 × the reported throughput.
enum Setup {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path
    static let icons = fixtures + "/icons"

    static let output = NSTemporaryDirectory() + "tintype-batch-benchmark"

    static func options(jobs: Int, input: String = icons, name: String = "") -> BatchOptions {
        var options = BatchOptions(input: input, output: output + name + "-\(jobs)")
        options.jobs = jobs
        options.force = true
        return options
    }

    /// The SVG fixtures, parsed by librsvg in this process.
    static func svgDocuments() -> [(String, SVGDocument)] {
        let folder = fixtures + "/svg"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()) ?? []
        return names.map { ($0, try! SVGDocument.read(folder + "/" + $0, rendering: .inProcess)) }
    }

    /// The SVG fixtures, read into the tree and drawn by Tintype's own renderer (SPEC §13.7).
    static func treeDocuments() -> [(String, SVGDocument)] {
        let folder = fixtures + "/svg"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()) ?? []
        return names.map { name in
            let bytes = [UInt8](FileManager.default.contents(atPath: folder + "/" + name)!)
            return (name, try! SVGDocument.open(bytes, file: name, rendering: .inProcess))
        }
    }

    /// The SVG fixtures, parsed by sandboxed workers of `tintype` (the release build beside
    /// this package, or the program `TINTYPE_WORKER` names); nil when there is none.
    static func svgDocumentsInWorkers() -> [(String, SVGDocument)]? {
        let executable =
            ProcessInfo.processInfo.environment["TINTYPE_WORKER"]
            ?? URL(fileURLWithPath: fixtures).deletingLastPathComponent().appendingPathComponent(".build/release/tintype").path
        guard FileManager.default.isExecutableFile(atPath: executable) else { return nil }
        let pool = SVGWorker.Pool(SVGWorker.Pool.Configuration(executable: executable))
        let folder = fixtures + "/svg"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()) ?? []
        return names.map { ($0, try! SVGDocument.read(folder + "/" + $0, rendering: .workers(pool))) }
    }

    /// The 512 px PNG masters' bytes (Fixtures/masters: 8-bit RGBA), read once.
    static let masters: [[UInt8]] = {
        let folder = fixtures + "/masters"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()) ?? []
        return names.compactMap { FileManager.default.contents(atPath: folder + "/" + $0).map { [UInt8]($0) } }
    }()

    /// libpng's own decoding of `bytes` to 8-bit RGBA (its simplified API, straight
    /// alpha): the floor Tintype's PNG reading is measured against. The pixels' sum.
    static func decodeWithLibPNG(_ bytes: [UInt8]) -> Int {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard bytes.withUnsafeBytes({ png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }) != 0 else { return 0 }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
        var pixels = [UInt8](repeating: 0, count: Int(image.width * image.height * 4))
        guard png_image_finish_read(&image, nil, &pixels, 0, nil) != 0 else { return 0 }
        return Int(pixels[pixels.count / 2])
    }

    /// The source files' bytes, read once.
    static let sources: [(String, [UInt8])] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: icons).sorted()) ?? []
        return names.compactMap { name in FileManager.default.contents(atPath: icons + "/" + name).map { (name, [UInt8]($0)) } }
    }()

    /// Every image a batch writes, decoded from one run's output, with its path.
    static let outputs: [(String, RGBAImage)] = {
        let summary = try! Batch.run(options(jobs: 1))
        return summary.written.filter { $0.hasSuffix(".png") }.map { ($0, try! ImageDecoder.read(output + "-1/" + $0).image) }
    }()
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.throughput, .wallClock], timeUnits: .milliseconds, maxDuration: .seconds(5))
    Benchmark("batch, 1 job", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try Batch.run(Setup.options(jobs: 1))) }
    }
    Benchmark("batch, all cores", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try Batch.run(Setup.options(jobs: BatchOptions.processorCount))) }
    }
    // Masters fitted into the 30 pt box at 1×, 2× and 3×, both states (no contact sheet):
    // Fixtures/svg (5 SVG icons) and Fixtures/masters (4 PNGs of 512 px).
    for (name, folder, count) in [("SVG folder", "svg", 5), ("512 px PNG masters", "masters", 4)] {
        for jobs in [1, BatchOptions.processorCount] {
            Benchmark("batch, \(name) (\(count) icons), \(jobs) job\(jobs == 1 ? "" : "s")", configuration: configuration) { benchmark in
                var options = Setup.options(jobs: jobs, input: Setup.fixtures + "/" + folder, name: "-" + folder)
                options.contactSheet = false
                for _ in benchmark.scaledIterations { blackHole(try Batch.run(options)) }
            }
        }
    }
    // What the SVG batch spends drawing: each document's trim probe and its three fitted renders,
    // by Tintype's own renderer (what the batch uses) and by librsvg in this process (its peer).
    for (renderer, documents) in [("Tintype's renderer", Setup.treeDocuments), ("librsvg in process", Setup.svgDocuments)] {
        for mask in [Mask.Source.alpha, .auto] {
            Benchmark(
                "SVG rendering alone, \(renderer), \(mask) mask (Fixtures/svg: probe + 1×, 2×, 3× renders)", configuration: configuration
            ) {
                benchmark in
                let sizing = IconSizing(box: IconSizing.iosBox)
                let documents = documents()
                for _ in benchmark.scaledIterations {
                    for (name, document) in documents {
                        let master = try ArtMaster(.vector(document), maskSource: mask, trim: true, file: name)
                        for scale in [1.0, 2, 3] { blackHole(try master.fitted(sizing, scale: scale)) }
                    }
                }
            }
        }
    }
    // The same with the documents parsed and drawn by sandboxed workers, as `tintype batch` does by default.
    if let documents = Setup.svgDocumentsInWorkers() {
        Benchmark("SVG rendering alone, in sandboxed workers", configuration: configuration) { benchmark in
            let sizing = IconSizing(box: IconSizing.iosBox)
            for _ in benchmark.scaledIterations {
                for (name, document) in documents {
                    let master = try ArtMaster(.vector(document), maskSource: .auto, trim: true, file: name)
                    for scale in [1.0, 2, 3] { blackHole(try master.fitted(sizing, scale: scale)) }
                }
            }
        }
        // As the batch asks with an alpha mask: the probe measured where the worker draws it (only
        // its bounds come back), the three scales made ahead in one request.
        Benchmark("SVG rendering alone, in sandboxed workers, alpha mask, scales in one request", configuration: configuration) {
            benchmark in
            let sizing = IconSizing(box: IconSizing.iosBox)
            for _ in benchmark.scaledIterations {
                for (name, document) in documents {
                    let master = try ArtMaster(.vector(document), maskSource: .alpha, trim: true, file: name)
                    master.prefetch(sizing, scales: [1, 2, 3])
                    for scale in [1.0, 2, 3] { blackHole(try master.fitted(sizing, scale: scale)) }
                }
            }
        }
    } else {
        print("SVG rendering in workers: not measured (build tintype first: swift build -c release)")
    }
    // PNG decoding of 512 px masters to premultiplied RGBA, beside libpng's own decoding
    // to straight RGBA (no premultiplying: less work than Tintype's).
    Benchmark("PNG decoding, 512 px masters (Fixtures/masters)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            for bytes in Setup.masters { blackHole(try ImageDecoder.decode(bytes, file: "master.png")) }
        }
    }
    Benchmark("PNG decoding, 512 px masters, libpng simplified API (the floor)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            for bytes in Setup.masters { blackHole(Setup.decodeWithLibPNG(bytes)) }
        }
    }
    // The floor: read and decode every source once, encode every output image
    // once and write it atomically as the batch does; no pixel work.
    Benchmark("codec floor (read and decode sources, encode and write outputs)", configuration: configuration) { benchmark in
        let outputs = Setup.outputs
        let folder = Setup.output + "-floor"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let encoder = PNGEncoder(compression: .default, colorLayout: .smallestLossless)
        for _ in benchmark.scaledIterations {
            for (name, _) in Setup.sources { blackHole(try ImageDecoder.read(Setup.icons + "/" + name)) }
            for (index, (_, image)) in outputs.enumerated() {
                try encoder.write(image, to: folder + "/\(index).png")
            }
        }
    }
    for compression in PNGEncoder.Compression.allCases {
        Benchmark("PNG encoding of the outputs, \(compression.rawValue)", configuration: configuration) { benchmark in
            let outputs = Setup.outputs
            var bytes = 0
            for _ in benchmark.scaledIterations {
                bytes = 0
                for (_, image) in outputs {
                    bytes += try PNGEncoder(compression: compression, colorLayout: .smallestLossless).encode(image).count
                }
            }
            print("PNG \(compression.rawValue): \(Setup.outputs.count) files, \(bytes) bytes")
        }
    }
}
