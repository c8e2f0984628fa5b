import Foundation
import Testing
import Tintype
import TintypeCLI
import TintypeReference
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeFormats
@testable import TintypeJobs
@testable import TintypeLaunch
@testable import TintypePixels
@_spi(Measuring) @testable import TintypeSVG
@testable import TintypeTabBar

/// SVG parsed and rendered in worker processes (SPEC §7.1): the same pixels as in process, and a
/// document that stalls, runs out of memory or crashes its worker fails alone, with the reason,
/// while the pool goes on with a new worker.
@Suite("SVG worker processes")
struct SVGWorkerTests {
    static let fixtures = ["badge", "bolt", "heart", "ring", "wide"]

    @Test("a worker's pixels and canvas are the in-process ones, byte for byte")
    func samePixels() throws {
        let pool = try BuiltTool.pool()
        for name in Self.fixtures {
            let bytes = try Fixtures.bytes("svg/\(name).svg")
            let here = try SVGDocument(bytes, file: name, rendering: .inProcess)
            let there = try SVGDocument(bytes, file: name, rendering: .workers(pool))
            #expect(here.canvasSize == there.canvasSize, "\(name)")
            // Growing past the first mebibyte the shared memory is mapped for, then small again.
            let sizes = [
                (24, 24, (0.0, 0.0, 24.0, 24.0)), (75, 61, (3.25, -2.5, 70.0, 66.0)), (700, 500, (10, 0, 480, 500)), (1, 1, (0, 0, 1, 1))
            ]
            for (width, height, placement) in sizes {
                let expected = try here.render(width: width, height: height, canvasIn: placement, scale: 2)
                let rendered = try there.render(width: width, height: height, canvasIn: placement, scale: 2)
                #expect(rendered == expected, "\(name) at \(width)×\(height)")
            }
        }
        // One worker served them all: the pool keeps it between requests.
        #expect(pool.workersStarted == 1)
    }

    @Test("a worker measures a render's covered bounds as the in-process pixels give them, between renders that must stay clean")
    func measuredBounds() throws {
        let pool = try BuiltTool.pool()
        for name in Self.fixtures {
            let bytes = try Fixtures.bytes("svg/\(name).svg")
            let here = try SVGDocument(bytes, file: name, rendering: .inProcess)
            let there = try SVGDocument(bytes, file: name, rendering: .workers(pool))
            // A trim probe, a render that reuses the memory the probe was erased from, a probe at another size,
            // the canvas moved so that the art is cut at the edges, and one the art misses entirely.
            let asks: [(Int, Int, (Double, Double, Double, Double), Bool)] = [
                (1024, 1024, (0, 0, 1024, 1024), true), (90, 60, (3.5, -2, 80, 64), false), (700, 1024, (0, 0, 700, 1024), true),
                (300, 200, (-150, -40, 400, 400), true), (64, 64, (100, 100, 50, 50), true), (90, 60, (0, 0, 90, 60), false)
            ]
            for (width, height, placement, measured) in asks {
                let pixels = try here.render(width: width, height: height, canvasIn: placement)
                if measured {
                    let bounds = try there.coveredBounds(width: width, height: height, canvasIn: placement)
                    #expect(bounds == pixels.coverageBounds(.alpha), "\(name) measured at \(width)×\(height)")
                    #expect(try here.coveredBounds(width: width, height: height, canvasIn: placement) == bounds, "\(name) in process")
                } else {
                    #expect(try there.render(width: width, height: height, canvasIn: placement) == pixels, "\(name) at \(width)×\(height)")
                }
            }
        }
        #expect(pool.workersStarted == 1)
    }

    @Test("several renders in one request are the in-process renders, through shared memory and through the socket")
    func manyRenders() throws {
        let pool = try BuiltTool.pool()
        let bytes = try Fixtures.bytes("svg/badge.svg")
        let here = try SVGDocument(bytes, file: "badge", rendering: .inProcess)
        // An icon's three scales, a render past the first mebibyte, and one pixel.
        let renders: [(width: Int, height: Int, placement: (x: Double, y: Double, width: Double, height: Double))] = [
            (30, 21, (0.5, -1, 30, 24)), (60, 42, (1, -2, 60, 48)), (700, 500, (10, 0, 480, 500)), (1, 1, (0, 0, 1, 1))
        ]
        let expected = try renders.map { try here.render(width: $0.width, height: $0.height, canvasIn: $0.placement) }
        let made = try pool.render(bytes, file: "badge", renders: renders)
        #expect(made == expected.map { $0.withUnsafeBytes { Array($0) } })
        // Made ahead by the document, then taken by the renders asking for them; one more is rendered alone.
        let there = try SVGDocument(bytes, file: "badge", rendering: .workers(pool))
        there.prefetch(renders)
        for (render, image) in zip(renders, expected) {
            #expect(try there.render(width: render.width, height: render.height, canvasIn: render.placement) == image)
        }
        #expect(try there.render(width: 30, height: 21, canvasIn: (0.5, -1, 30, 24)) == expected[0])
        // Without shared memory the answer carries them all.
        let requests = renders.map {
            SVGWorker.Wire.Request(
                operation: .render, width: Int32($0.width), height: Int32($0.height), placement: $0.placement, documentLength: bytes.count)
        }
        let many = SVGWorker.Wire.Request(
            operation: .renderMany, width: 30, height: 21, placement: (0.5, -1, 30, 24), documentLength: bytes.count,
            further: Array(requests.dropFirst()))
        var cache = SVGWorker.DocumentCache()
        var answer = [UInt8]()
        #expect(
            SVGWorker.answer(many, document: bytes, cache: &cache, limits: .default) { header, payload in
                answer += header + Array(payload)
                return true
            })
        let header = try SVGWorker.Wire.Answer.parse(Array(answer.prefix(16)), expectedLength: made.reduce(0) { $0 + $1.count })
        #expect(header.succeeded && Array(answer.dropFirst(16)) == made.flatMap { $0 })
        #expect(pool.workersStarted == 1)
    }

    @Test("a request for several renders is read only as one: one to seven further renders of the same document")
    func manyRendersHeaders() throws {
        typealias Request = SVGWorker.Wire.Request
        let render = Request(operation: .render, width: 4, height: 4, placement: (0, 0, 4, 4), documentLength: 100)
        let many = Request(
            operation: .renderMany, width: 4, height: 4, placement: (0, 0, 4, 4), documentLength: 100, further: [render, render])
        var read = try Request.parse(Array(many.headers.prefix(Request.headerSize)), limits: .default)
        #expect(read.furtherCount == 2 && read.further.isEmpty)
        try read.readFurther(Array(many.headers.dropFirst(Request.headerSize)), limits: .default)
        #expect(read == many)
        // Too many, none, another document's length, another operation, a short header block.
        let eight = Request(
            operation: .renderMany, width: 4, height: 4, placement: (0, 0, 4, 4), documentLength: 100,
            further: Array(repeating: render, count: 8))
        #expect(throws: SVGWorker.Wire.ProtocolError.self) { try Request.parse(eight.header, limits: .default) }
        var none = many.header
        none[56] = 0
        #expect(throws: SVGWorker.Wire.ProtocolError.self) { try Request.parse(none, limits: .default) }
        var counted = render.header
        counted[56] = 1
        #expect(throws: SVGWorker.Wire.ProtocolError.self) { try Request.parse(counted, limits: .default) }
        for further in [
            Request(operation: .render, width: 4, height: 4, placement: (0, 0, 4, 4), documentLength: 99),
            Request(operation: .measure, width: 4, height: 4, placement: (0, 0, 4, 4), documentLength: 100)
        ] {
            var request = try Request.parse(many.header, limits: .default)
            #expect(throws: SVGWorker.Wire.ProtocolError.self) { try request.readFurther(render.header + further.header, limits: .default) }
        }
        var short = try Request.parse(many.header, limits: .default)
        #expect(throws: SVGWorker.Wire.ProtocolError.self) { try short.readFurther(render.header, limits: .default) }
    }

    @Test("a cairo render's covered bounds are its alpha's, even where colour without alpha lies beyond them")
    func coloursWithoutAlpha() {
        var generator = SeededGenerator(seed: 44)
        for _ in 0..<200 {
            let (width, height) = (Int.random(in: 1...40, using: &generator), Int.random(in: 1...12, using: &generator))
            var image = RGBAImage(width: width, height: height)
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                let alpha = UInt8.random(in: 0...255, using: &generator)
                image[Int.random(in: 0..<width, using: &generator), Int.random(in: 0..<height, using: &generator)] =
                    PremultipliedColor(uncheckedRed: alpha == 0 ? 9 : 0, green: 0, blue: 0, alpha: alpha)
            }
            let measured = image.withUnsafeBytes { AlphaCoverageBounds.ofRender($0.baseAddress!, width: width, height: height) }
            #expect(measured.covered == Reference.coverageBounds(image, source: .alpha))
            // Every non-zero byte lies in what a worker erases.
            for y in 0..<height {
                for x in 0..<width where image[x, y] != .clear {
                    #expect(measured.drawn.map { $0.contains(PixelRect(x: x, y: y, width: 1, height: 1)) } == true)
                }
            }
        }
    }

    @Test("a measure's answer is read only when it is a rectangle inside the render")
    func coveredPayload() throws {
        typealias Wire = SVGWorker.Wire
        let inside = PixelRect(x: 1, y: 2, width: 3, height: 3)
        #expect(try Wire.covered(Wire.coveredPayload(nil), width: 5, height: 5) == nil)
        #expect(try Wire.covered(Wire.coveredPayload(inside), width: 4, height: 5) == inside)
        #expect(throws: Wire.ProtocolError.self) { try Wire.covered(Wire.coveredPayload(inside), width: 3, height: 5) }
        #expect(throws: Wire.ProtocolError.self) { try Wire.covered(Wire.coveredPayload(inside), width: 4, height: 4) }
        #expect(throws: Wire.ProtocolError.self) { try Wire.covered(Array(Wire.coveredPayload(inside).prefix(12)), width: 9, height: 9) }
        let empty = PixelRect(x: 1, y: 1, width: 0, height: 2)
        #expect(throws: Wire.ProtocolError.self) { try Wire.covered(Wire.coveredPayload(empty), width: 9, height: 9) }
        var negative = Wire.coveredPayload(inside)
        negative[3] = 0xFF
        #expect(throws: Wire.ProtocolError.self) { try Wire.covered(negative, width: 9, height: 9) }
    }

    @Test("a worker's canvas is all zero however earlier renders and erasures left the memory")
    func canvasIsClean() throws {
        let pixels = try #require(SVGWorker.SharedPixels(maximumPixels: 4096))
        let writable = try #require(SVGWorker.SharedPixels(inherited: dup(pixels.descriptor), size: pixels.size))
        var generator = SeededGenerator(seed: 45)
        for _ in 0..<60 {
            let (width, height) = (Int.random(in: 1...64, using: &generator), Int.random(in: 1...64, using: &generator))
            let canvas = try #require(writable.canvas(width * height * 4))
            #expect(canvas.allSatisfy { $0 == 0 })
            // Some drawing inside a rectangle, then erased by its bounds (a measure) or left (a render).
            let drawn = PixelRect(
                x: Int.random(in: 0..<width, using: &generator), y: Int.random(in: 0..<height, using: &generator), width: 1, height: 1)
            let grown = PixelRect(
                x: drawn.x, y: drawn.y, width: Int.random(in: 1...(width - drawn.x), using: &generator),
                height: Int.random(in: 1...(height - drawn.y), using: &generator))
            for y in grown.y..<grown.maxY {
                for x in grown.x..<grown.maxX where Bool.random(using: &generator) { canvas[(y * width + x) * 4] = 7 }
            }
            if Bool.random(using: &generator) { writable.erase(grown, width: width) }
        }
    }

    @Test("without shared memory a worker sends the pixels through its socket; asked to share, it refuses")
    func socketPixels() throws {
        let tool = try #require(BuiltTool.path)
        let settings = SVGWorker.Settings(renderSeconds: 5, memoryMegabytes: 1024, limits: .default)
        let worker = try WorkerProcess(executable: tool, arguments: [tool, SVGWorker.argument] + settings.arguments)
        let deadline = ContinuousClock.now + .seconds(20)
        let bytes = try Fixtures.bytes("svg/heart.svg")
        let expected = try SVGDocument(bytes, file: "heart", rendering: .inProcess).render(width: 40, height: 30, canvasIn: (2, 1, 36, 28))
        func ask(_ operation: SVGWorker.Wire.Operation) throws -> (SVGWorker.Wire.Answer, [UInt8]) {
            let request = SVGWorker.Wire.Request(
                operation: operation, width: 40, height: 30, placement: (2, 1, 36, 28), documentLength: bytes.count)
            try request.header.withUnsafeBytes { try worker.send($0, until: deadline) }
            try bytes.withUnsafeBytes { try worker.send($0, until: deadline) }
            let header = try worker.receive(count: SVGWorker.Wire.Answer.headerSize, until: deadline)
            let answer = try SVGWorker.Wire.Answer.parse(header, expectedLength: operation == .render ? 40 * 30 * 4 : 0)
            return (answer, try worker.receive(count: answer.payloadLength, until: deadline))
        }
        let (rendered, pixels) = try ask(.render)
        #expect(rendered.succeeded)
        #expect(pixels == expected.withUnsafeBytes { Array($0) })
        let (refused, reason) = try ask(.renderShared)
        #expect(!refused.succeeded)
        #expect(String(decoding: reason, as: UTF8.self) == "no shared memory for a 40×30 render")
    }

    @Test("the shared memory is sealed: neither side can resize it, and a worker checks its size")
    func sharedMemorySealed() throws {
        let pixels = try #require(SVGWorker.SharedPixels(maximumPixels: 1000))
        #expect(pixels.size == 4000)
        #expect(ftruncate(pixels.descriptor, 0) != 0)
        #expect(ftruncate(pixels.descriptor, 1 << 20) != 0)
        #expect(pixels.bytes(4001) == nil)
        #expect(pixels.bytes(4000)?.count == 4000)
        let refused = dup(pixels.descriptor)
        #expect(SVGWorker.SharedPixels(inherited: refused, size: 4096) == nil)
        close(refused)
        #expect(SVGWorker.SharedPixels(inherited: dup(pixels.descriptor), size: 4000) != nil)
    }

    @Test("librsvg's own refusal comes back as the reason, and the worker stays")
    func librsvgReasons() throws {
        let pool = try BuiltTool.pool()
        let broken = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g></svg>"#.utf8)
        var reasons: [ImageFileError.Problem] = []
        for rendering in [SVGDocument.Rendering.inProcess, .workers(pool)] {
            do {
                _ = try SVGDocument(broken, file: "broken.svg", rendering: rendering)
                Issue.record("a malformed document was accepted")
            } catch {
                #expect(error.file == "broken.svg")
                reasons.append(error.problem)
            }
        }
        #expect(reasons.count == 2 && reasons[0] == reasons[1], "\(reasons)")
        _ = try SVGDocument(try Fixtures.bytes("svg/heart.svg"), file: "heart.svg", rendering: .workers(pool))
        #expect(pool.workersStarted == 1)
    }

    @Test("a render over its time is stopped by the kernel, named, and the next document gets a new worker")
    func timeLimit() throws {
        let pool = try BuiltTool.pool(renderSeconds: 1)
        let started = ContinuousClock.now
        let document = try SVGDocument(CostlySVG.slow, file: "slow.svg", rendering: .workers(pool))
        #expect(throws: ImageFileError(file: "slow.svg", problem: .rendererStopped(.timeLimit(seconds: 1)))) {
            try document.render(width: 72, height: 72, canvasIn: (0, 0, 72, 72))
        }
        // The CPU limit is the second used so far plus one: the worker ends within about two seconds of work.
        #expect(ContinuousClock.now - started < .seconds(8))
        let heart = try SVGDocument(try Fixtures.bytes("svg/heart.svg"), file: "heart.svg", rendering: .workers(pool))
        #expect(try heart.render(width: 24, height: 24, canvasIn: (0, 0, 24, 24)) != RGBAImage(width: 24, height: 24))
        #expect(pool.workersStarted == 2)
    }

    @Test("a render over the worker's memory is named as such")
    func memoryLimit() throws {
        let pool = try BuiltTool.pool(memoryMegabytes: 256)
        let document = try SVGDocument(CostlySVG.large, file: "large.svg", rendering: .workers(pool))
        #expect(throws: ImageFileError(file: "large.svg", problem: .rendererStopped(.memoryLimit(megabytes: 256)))) {
            try document.renderAsDrawn(scale: 1)
        }
        // In process, without the limit, the same render works.
        #expect(try SVGDocument(CostlySVG.large, file: "large.svg", rendering: .inProcess).renderAsDrawn(scale: 1).width == 7000)
    }

    @Test("a worker that dies of a signal mid-render is reported with the signal's name")
    func crash() async throws {
        // A time limit no other test uses marks this pool's workers among this process's children.
        let pool = try BuiltTool.pool(renderSeconds: 29)
        let document = try SVGDocument(CostlySVG.slow, file: "slow.svg", rendering: .workers(pool))
        let render = Task.detached { () -> ImageFileError? in
            do {
                _ = try document.render(width: 72, height: 72, canvasIn: (0, 0, 72, 72))
                return nil
            } catch let error as ImageFileError {
                return error
            } catch {
                return nil
            }
        }
        var worker: pid_t?
        for _ in 0..<200 where worker == nil {
            worker = Self.childWorker(marked: ["--seconds", "29"])
            if worker == nil { try await Task.sleep(for: .milliseconds(10)) }
        }
        let pid = try #require(worker)
        kill(pid, SIGSEGV)
        let error = await render.value
        #expect(error == ImageFileError(file: "slow.svg", problem: .rendererStopped(.crashed(signal: "SIGSEGV"))))
        #expect(error?.description == "slow.svg: SVG: the renderer crashed (SIGSEGV)")
    }

    @Test("the sandbox holds: a worker reads, but cannot write, make, remove, connect or start a program")
    func sandbox() throws {
        let tool = try #require(BuiltTool.path)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.path + "/kept.txt"
        try Data("kept".utf8).write(to: URL(fileURLWithPath: file))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [SVGWorker.argument, SVGWorker.probeArgument, file]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text == "read 0\nwrite \(EPERM)\ncreate \(EPERM)\nremove \(EPERM)\nsocket \(EPERM)\nspawn \(EPERM)\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "kept")
        #expect(!FileManager.default.fileExists(atPath: file + ".new"))
    }

    @Test("a worker given bytes that are not a request stops, and so does a pool given a broken answer")
    func hostileBytes() throws {
        let tool = try #require(BuiltTool.path)
        let settings = SVGWorker.Settings(renderSeconds: 5, memoryMegabytes: 1024, limits: .default)
        let worker = try WorkerProcess(executable: tool, arguments: [tool, SVGWorker.argument] + settings.arguments)
        let deadline = ContinuousClock.now + .seconds(20)
        var garbage = SVGWorker.Wire.Request(operation: .open, documentLength: 10).header
        garbage[4] = 9
        try garbage.withUnsafeBytes { try worker.send($0, until: deadline) }
        #expect(throws: WorkerProcess.Interruption.closed) { _ = try worker.receive(count: 16, until: deadline) }
        #expect(worker.stop() == .exited(65))
        #expect(worker.errorText.contains("unknown operation 9"))
        // The pool's side: a program that answers with its own output is no worker.
        let pool = SVGWorker.Pool(SVGWorker.Pool.Configuration(executable: "/bin/true"))
        #expect(throws: ImageFileError(file: "heart.svg", problem: .rendererStopped(.exited(status: 0)))) {
            _ = try SVGDocument(try Fixtures.bytes("svg/heart.svg"), file: "heart.svg", rendering: .workers(pool))
        }
        let missing = SVGWorker.Pool(SVGWorker.Pool.Configuration(executable: "/nonexistent/tintype"))
        #expect(throws: ImageFileError.self) {
            _ = try SVGDocument(try Fixtures.bytes("svg/heart.svg"), file: "heart.svg", rendering: .workers(missing))
        }
    }

    @Test("in a batch, the stalled and the oversized SVG fail alone with their reasons; the rest, the sheet and the page are written")
    func batchGoesOn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = folder.path + "/in"
        try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
        for name in Self.fixtures {
            try FileManager.default.copyItem(atPath: Fixtures.path("svg/\(name).svg"), toPath: input + "/\(name).svg")
        }
        try Data(CostlySVG.slow).write(to: URL(fileURLWithPath: input + "/slow.svg"))
        try Data(CostlySVG.large).write(to: URL(fileURLWithPath: input + "/large.svg"))
        var options = BatchOptions(input: input, output: folder.path + "/out")
        options.svgRendering = .workers(try BuiltTool.pool(renderSeconds: 1, memoryMegabytes: 256))
        // Placed as drawn at 1×, the large canvas is rendered whole: 7000 × 7000 px.
        options.sizing.fit = .none
        options.scales = [1]
        let summary = try Batch.run(options)
        let failures = Dictionary(uniqueKeysWithValues: summary.failures.map { ($0.icon ?? "", $0.reason.description) })
        #expect(failures.count == 2, "\(failures)")
        #expect(failures["slow"]?.hasSuffix("SVG: rendering stopped after 1 s (the render time limit)") == true)
        #expect(failures["large"]?.hasSuffix("SVG: the renderer ran out of memory (its limit is 256 MB)") == true)
        for file in ["manifest.json", "contact-sheet.png", "preview.html", "heart.png", "heart-selected.png", "wide-selected.png"] {
            #expect(FileManager.default.fileExists(atPath: folder.path + "/out/" + file), "\(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/slow.png"))
    }

    @Test("the command line renders in workers of the tool and says which file failed and why")
    func commandLine() async throws {
        let tool = try #require(BuiltTool.path)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(CostlySVG.slow).write(to: URL(fileURLWithPath: folder.path + "/slow.svg"))
        let run = await CLI.run(
            ["convert", folder.path + "/slow.svg", folder.path + "/slow.png", "--render-time", "1"], workerExecutable: tool)
        #expect(run.status == 1)
        #expect(run.error.contains("slow.svg: SVG: rendering stopped after 1 s (the render time limit)"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/slow.png"))
        // appicon's --background-image too: an SVG picture is drawn in a worker, within the render limits, not in the tool.
        try Data(try Fixtures.bytes("svg/heart.svg")).write(to: URL(fileURLWithPath: folder.path + "/heart.svg"))
        let icon = await CLI.run(
            [
                "appicon", folder.path + "/heart.svg", "-o", folder.path + "/icons", "--platform", "web", "--background-image",
                folder.path + "/slow.svg", "--render-time", "1"
            ], workerExecutable: tool)
        #expect(icon.status == 1 && icon.error.contains("slow.svg: SVG: rendering stopped after 1 s"), "\(icon.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/icons"))
    }

    /// A child of this process running as an SVG worker whose arguments hold `marked`, if one is running.
    static func childWorker(marked: [String]) -> pid_t? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        for entry in entries {
            guard let pid = pid_t(entry),
                let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8),
                status.contains("\nPPid:\t\(getpid())\n"),
                let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { continue }
            let arguments = line.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            if arguments.contains(SVGWorker.argument), arguments.joined(separator: " ").contains(marked.joined(separator: " ")) {
                return pid
            }
        }
        return nil
    }
}
