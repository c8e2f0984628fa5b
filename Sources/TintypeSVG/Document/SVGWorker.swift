import CTintypeSandbox
import TintypeSupport

#if canImport(Glibc)
import Glibc
#endif

/// The worker side of out-of-process SVG rendering (SPEC §7.1): a process
/// that renders SVG documents for its parent, one request at a time, under
/// limits it cannot lift and a sandbox it cannot leave.
///
/// A program that hands SVG to an ``SVGWorker/Pool`` starts itself as the worker:
/// it calls ``serveIfAsked(_:)`` first thing in `main`, which serves and exits
/// when the arguments are the ones the pool starts workers with, and returns
/// at once otherwise. The `tintype` tool does this.
///
/// Before its first request the worker closes every file descriptor but its
/// channel, stops itself from writing core files, limits its address space, loads librsvg, and enters the sandbox (a seccomp
/// filter: no sockets, no programs, no new processes, no file changed or made).
/// Before each request it sets its CPU-time limit to what it has used plus the
/// render time limit, so a render that runs over is ended by the kernel (SIGXCPU).
public enum SVGWorker {
    /// The first argument that starts a worker.
    public static let argument = "__tintype-svg-worker"

    /// Serves as a worker and exits, when `arguments` (the process's own, its name first)
    /// are a worker's; returns at once otherwise.
    public static func serveIfAsked(_ arguments: [String] = CommandLine.arguments) {
        guard arguments.count >= 2, arguments[1] == argument else { return }
        if arguments.count == 4, arguments[2] == probeArgument { exit(probe(writingTo: arguments[3])) }
        guard let settings = Settings(arguments: Array(arguments.dropFirst(2))) else {
            complain("malformed worker arguments")
            exit(64)
        }
        exit(serve(settings))
    }

    /// What a worker is started with: its limits, as arguments.
    struct Settings: Equatable {
        var renderSeconds: Int
        var memoryMegabytes: Int?
        var limits: ImageDecoder.Limits
        /// The size of the shared memory on descriptor 4 (`SharedPixels`), when the worker has one.
        var sharedPixelBytes: Int?

        var arguments: [String] {
            var words = [
                "--seconds", "\(renderSeconds)", "--pixels", "\(limits.maximumPixels)", "--svg-bytes", "\(limits.maximumSVGBytes)"
            ]
            if let memoryMegabytes { words += ["--megabytes", "\(memoryMegabytes)"] }
            if let sharedPixelBytes { words += ["--shared-pixels", "\(sharedPixelBytes)"] }
            return words
        }

        init(renderSeconds: Int, memoryMegabytes: Int?, limits: ImageDecoder.Limits, sharedPixelBytes: Int? = nil) {
            self.renderSeconds = renderSeconds
            self.memoryMegabytes = memoryMegabytes
            self.limits = limits
            self.sharedPixelBytes = sharedPixelBytes
        }

        init?(arguments: [String]) {
            var values: [String: Int] = [:]
            var words = arguments[...]
            while let key = words.popFirst() {
                guard let word = words.popFirst(), let value = Int(word), value > 0 else { return nil }
                values[key] = value
            }
            guard let seconds = values["--seconds"], let pixels = values["--pixels"], let svgBytes = values["--svg-bytes"] else {
                return nil
            }
            self.init(
                renderSeconds: seconds, memoryMegabytes: values["--megabytes"],
                limits: ImageDecoder.Limits(maximumPixels: pixels, maximumSVGBytes: svgBytes), sharedPixelBytes: values["--shared-pixels"])
        }
    }

    /// The second argument that asks a worker, set up as for rendering, to try what its sandbox
    /// forbids and say how each attempt ended (the tests' check that the sandbox holds here).
    public static let probeArgument = "--probe-sandbox"

    /// The worker's life: set up, then answer requests until the channel closes. Its exit status.
    static func serve(_ settings: Settings) -> Int32 {
        let channel = WorkerProcess.channelDescriptor
        var pixels: SharedPixels?
        if let bytes = settings.sharedPixelBytes {
            tt_close_descriptors_from(WorkerProcess.passedDescriptor + 1)
            pixels = SharedPixels(inherited: WorkerProcess.passedDescriptor, size: bytes)
            guard pixels != nil else {
                complain("descriptor \(WorkerProcess.passedDescriptor) is not shared memory of \(bytes) bytes")
                return 64
            }
        } else {
            tt_close_descriptors_from(channel + 1)
        }
        guard enterSandbox(memoryMegabytes: settings.memoryMegabytes) else { return 70 }
        var cache = DocumentCache()
        while true {
            guard let header = readExactly(channel, count: SVGWorker.Wire.Request.headerSize) else { return 0 }
            var request: SVGWorker.Wire.Request
            do {
                request = try SVGWorker.Wire.Request.parse(header, limits: settings.limits)
                if request.furtherCount > 0 {
                    guard let further = readExactly(channel, count: request.furtherCount * SVGWorker.Wire.Request.headerSize) else {
                        return 0
                    }
                    try request.readFurther(further, limits: settings.limits)
                }
            } catch {
                complain(error.description)
                return 65
            }
            guard let document = readExactly(channel, count: request.documentLength) else { return 0 }
            limitCPUTime(to: settings.renderSeconds)
            let answered = answer(request, document: document, cache: &cache, limits: settings.limits, pixels: pixels) { header, payload in
                writeAll(channel, header) && writeAll(channel, payload)
            }
            guard answered else { return 0 }
        }
    }

    /// Limits, librsvg loaded, sandbox entered: false (with the reason on standard error) when the
    /// kernel refused the filter. A system without seccomp runs with the limits only.
    private static func enterSandbox(memoryMegabytes: Int?) -> Bool {
        // A crash ends the worker at once, by its own signal: the Swift runtime's backtracer (which
        // would symbolicate for seconds, then try to start a program) is taken off these signals.
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] { Glibc.signal(signal, SIG_DFL) }
        setLimit(RLIMIT_CORE, to: 0)
        if let memoryMegabytes, tt_built_with_sanitizer() == 0 {
            setLimit(RLIMIT_AS, to: rlim_t(memoryMegabytes) << 20)
        }
        // librsvg, cairo and their libraries are loaded before the sandbox closes (a 1-pixel render).
        let warmUp = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>"#.utf8)
        _ = try? SVGDocument(warmUp, file: "warm-up", rendering: .inProcess).render(width: 1, height: 1, canvasIn: (0, 0, 1, 1))
        var message = [CChar](repeating: 0, count: 256)
        if tt_sandbox_enter(&message, UInt(message.count)) < 0 {
            complain(String(cChars: message))
            return false
        }
        return true
    }

    /// Enters the sandbox, then tries to read `path`, write it, make a socket, start a process and run
    /// a program, printing one `name errno` line each (0: it worked) on standard output.
    private static func probe(writingTo path: String) -> Int32 {
        guard enterSandbox(memoryMegabytes: 1024) else { return 70 }
        func outcome(_ worked: Bool) -> Int32 { worked ? 0 : errno }
        var lines: [(String, Int32)] = []
        let readable = open(path, O_RDONLY)
        lines.append(("read", outcome(readable >= 0)))
        let writable = open(path, O_WRONLY | O_APPEND)
        lines.append(("write", outcome(writable >= 0)))
        let created = open(path + ".new", O_WRONLY | O_CREAT | O_EXCL, 0o600)
        lines.append(("create", outcome(created >= 0)))
        lines.append(("remove", outcome(unlink(path) == 0)))
        let socketMade = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        lines.append(("socket", outcome(socketMade >= 0)))
        var child: pid_t = 0
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        let spawned = posix_spawn(&child, "/bin/true", nil, nil, &argv, environ)
        lines.append(("spawn", spawned == 0 ? 0 : spawned))
        free(argv[0])
        let text = lines.map { "\($0.0) \($0.1)\n" }.joined()
        _ = Array(text.utf8).withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        return 0
    }

    /// Works out one request, as the worker does between reading it and writing the answer, and
    /// hands the answer (header, then payload) to `send`; returns what `send` returned. A refusal
    /// (librsvg's, or a limit's) is an answer too, with the reason as its payload.
    public static func answer(
        _ request: SVGWorker.Wire.Request, document bytes: [UInt8], cache: inout DocumentCache, limits: ImageDecoder.Limits,
        send: ([UInt8], UnsafeRawBufferPointer) -> Bool
    ) -> Bool {
        answer(request, document: bytes, cache: &cache, limits: limits, pixels: nil, send: send)
    }

    /// As the public `answer`, with the worker's shared memory for `renderShared` (none: such requests are refused).
    static func answer(
        _ request: SVGWorker.Wire.Request, document bytes: [UInt8], cache: inout DocumentCache, limits: ImageDecoder.Limits,
        pixels: SharedPixels?, send: ([UInt8], UnsafeRawBufferPointer) -> Bool
    ) -> Bool {
        func failure(_ error: ImageFileError) -> Bool {
            let reason: String
            if case .svg(let text) = error.problem.codec { reason = text } else { reason = error.problem.description }
            let payload = Array(reason.utf8.prefix(SVGWorker.Wire.Answer.maximumReasonBytes))
            let header = SVGWorker.Wire.Answer(succeeded: false, payloadLength: payload.count).header
            return payload.withUnsafeBytes { send(header, $0) }
        }
        let document: SVGDocument
        do {
            document = try cache.document(bytes, limits: limits)
        } catch {
            return failure(error)
        }
        switch request.operation {
        case .open:
            let payload = SVGWorker.Wire.canvasPayload(document.canvasSize)
            let header = SVGWorker.Wire.Answer(succeeded: true, payloadLength: payload.count).header
            return payload.withUnsafeBytes { send(header, $0) }
        case .renderShared:
            let count = Int(request.width) * Int(request.height) * 4
            guard let pixels else {
                return failure(
                    ImageFileError(file: "document", problem: .svg("no shared memory for a \(request.width)×\(request.height) render")))
            }
            guard let target = pixels.canvas(count) else { return outOfSharedMemory(count) }
            do {
                try document.render(
                    width: Int(request.width), height: Int(request.height), canvasIn: request.placement, into: target, cleared: true)
            } catch {
                return failure(error)
            }
            let header = SVGWorker.Wire.Answer(succeeded: true, payloadLength: 0).header
            return send(header, UnsafeRawBufferPointer(start: nil, count: 0))
        case .measure:
            return measure(request, document: document, pixels: pixels, send: send, failure: failure)
        case .renderMany:
            return renderMany(request, document: document, pixels: pixels, send: send, failure: failure)
        case .render:
            do {
                let image = try document.render(
                    width: Int(request.width), height: Int(request.height), canvasIn: request.placement)
                let header = SVGWorker.Wire.Answer(succeeded: true, payloadLength: image.width * image.height * 4).header
                return image.withUnsafeBytes { send(header, UnsafeRawBufferPointer($0)) }
            } catch {
                return failure(error)
            }
        }
    }

    /// A measure's answer: the covered bounds of the render, drawn in the shared memory when
    /// there is some (it is mapped already) and erased there once the answer is sent.
    private static func measure(
        _ request: SVGWorker.Wire.Request, document: SVGDocument, pixels: SharedPixels?,
        send: ([UInt8], UnsafeRawBufferPointer) -> Bool, failure: (ImageFileError) -> Bool
    ) -> Bool {
        let (width, height) = (Int(request.width), Int(request.height))
        func answered(_ covered: PixelRect?) -> Bool {
            let payload = SVGWorker.Wire.coveredPayload(covered)
            let header = SVGWorker.Wire.Answer(succeeded: true, payloadLength: payload.count).header
            return payload.withUnsafeBytes { send(header, $0) }
        }
        do {
            guard let pixels else {
                return answered(try document.coveredBounds(width: width, height: height, canvasIn: request.placement))
            }
            guard let target = pixels.canvas(width * height * 4) else { return outOfSharedMemory(width * height * 4) }
            try document.render(width: width, height: height, canvasIn: request.placement, into: target, cleared: true)
            let measured = AlphaCoverageBounds.ofRender(target.baseAddress!, width: width, height: height)
            let sent = answered(measured.covered)
            pixels.erase(measured.drawn, width: width)
            return sent
        } catch {
            return failure(error)
        }
    }

    /// A `renderMany` answer: every render drawn into the shared memory one after another (none
    /// in the payload), or without shared memory all their pixels in the payload, one after another.
    private static func renderMany(
        _ request: SVGWorker.Wire.Request, document: SVGDocument, pixels: SharedPixels?,
        send: ([UInt8], UnsafeRawBufferPointer) -> Bool, failure: (ImageFileError) -> Bool
    ) -> Bool {
        let renders = [request] + request.further
        let counts = renders.map { Int($0.width) * Int($0.height) * 4 }
        let total = counts.reduce(0, +)
        do throws(ImageFileError) {
            guard let pixels else {
                let images = try renders.map { render throws(ImageFileError) in
                    try document.render(width: Int(render.width), height: Int(render.height), canvasIn: render.placement)
                }
                let header = SVGWorker.Wire.Answer(succeeded: true, payloadLength: total).header
                return images.indices.allSatisfy { index in
                    images[index].withUnsafeBytes { send(index == 0 ? header : [], UnsafeRawBufferPointer($0)) }
                }
            }
            guard total <= pixels.size else {
                throw ImageFileError(
                    file: "document", problem: .svg("\(renders.count) renders of \(total) bytes in all do not fit the shared memory"))
            }
            guard let target = pixels.canvas(total) else { return outOfSharedMemory(total) }
            var offset = 0
            for (render, count) in zip(renders, counts) {
                try document.render(
                    width: Int(render.width), height: Int(render.height), canvasIn: render.placement,
                    into: UnsafeMutableRawBufferPointer(rebasing: target[offset..<offset + count]), cleared: true)
                offset += count
            }
        } catch {
            return failure(error)
        }
        return send(SVGWorker.Wire.Answer(succeeded: true, payloadLength: 0).header, UnsafeRawBufferPointer(start: nil, count: 0))
    }

    /// Ends the worker as an allocation that failed would end it (under the address-space
    /// limit, the shared memory for `count` bytes could not be mapped).
    private static func outOfSharedMemory(_ count: Int) -> Bool {
        complain("out of memory: \(count) bytes of shared memory could not be mapped")
        return false
    }

    /// The last few documents a worker parsed, so that the renders of one icon parse it once.
    public struct DocumentCache {
        private var entries: [(bytes: [UInt8], document: SVGDocument)] = []

        /// An empty cache.
        public init() {}

        mutating func document(_ bytes: [UInt8], limits: ImageDecoder.Limits) throws(ImageFileError) -> SVGDocument {
            if let index = entries.firstIndex(where: { $0.bytes == bytes }) { return entries[index].document }
            let document = try SVGDocument(bytes, file: "document", limits: limits, rendering: .inProcess, onTheClock: true)
            if entries.count == 4 { entries.removeFirst() }
            entries.append((bytes, document))
            return document
        }
    }

    /// A line on standard error, which the pool keeps for when the worker stops.
    private static func complain(_ text: String) {
        let line = Array("tintype worker: \(text)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    private static func setLimit(_ resource: __rlimit_resource, to value: rlim_t) {
        let resource = __rlimit_resource_t(resource.rawValue)
        var limit = rlimit()
        getrlimit(resource, &limit)
        limit.rlim_cur = min(value, limit.rlim_max)
        if value < limit.rlim_max { limit.rlim_max = value }
        setrlimit(resource, &limit)
    }

    /// Sets the soft CPU-time limit to the time used so far plus `seconds`: the kernel sends
    /// SIGXCPU (which ends the worker) when this request runs over.
    private static func limitCPUTime(to seconds: Int) {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let used = Int(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + 1
        var limit = rlimit()
        let resource = __rlimit_resource_t(RLIMIT_CPU.rawValue)
        getrlimit(resource, &limit)
        limit.rlim_cur = min(rlim_t(used + seconds), limit.rlim_max)
        setrlimit(resource, &limit)
    }

    private static func readExactly(_ descriptor: Int32, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let read = bytes.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress! + offset, count - offset, 0) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { return nil }
            offset += read
        }
        return bytes
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = send(descriptor, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
