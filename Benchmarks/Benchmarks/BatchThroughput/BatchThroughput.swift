import Benchmark
import Foundation
import Tintype

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

    /// The SVG fixtures, parsed.
    static func svgDocuments() -> [(String, SVGDocument)] {
        let folder = fixtures + "/svg"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()) ?? []
        return names.map { ($0, try! SVGDocument.read(folder + "/" + $0)) }
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
    // What the SVG batch spends in librsvg: each document's trim probe and its three fitted renders.
    Benchmark("SVG rendering alone (Fixtures/svg: probe + 1×, 2×, 3× renders)", configuration: configuration) { benchmark in
        let sizing = IconSizing(box: IconSizing.iosBox)
        let documents = Setup.svgDocuments()
        for _ in benchmark.scaledIterations {
            for (name, document) in documents {
                let master = try ArtMaster(.vector(document), maskSource: .auto, trim: true, file: name)
                for scale in [1.0, 2, 3] { blackHole(try master.fitted(sizing, scale: scale)) }
            }
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
