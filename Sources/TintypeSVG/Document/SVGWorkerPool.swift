import CTintypeKernels
import Synchronization
import TintypeSupport

#if canImport(Glibc)
import Glibc
#endif

extension SVGWorker {
    /// A few worker processes that parse and render SVG documents for this one
    /// (SPEC §7.1), each request under a CPU-time limit, an address-space limit
    /// and a sandbox (see ``SVGWorker``).
    ///
    /// Workers are started when first needed and then reused, so a batch pays for
    /// a process once per thread, not once per icon. A worker that crashes, runs
    /// out of time or memory, or breaks the protocol fails the one request it had,
    /// with the reason as a `ImageFileError.RendererStop`, and is replaced by the next request.
    /// Any number of threads may use a pool at once.
    public final class Pool: Sendable {
        /// How workers are started and what they may spend.
        public struct Configuration: Hashable, Sendable {
            /// The program started as a worker, with ``SVGWorker/argument`` and the limits
            /// as arguments; it must call ``SVGWorker/serveIfAsked(_:)`` first thing.
            public var executable: String
            /// The most idle workers kept for later requests.
            public var idleWorkers: Int
            /// The CPU time one request may take, in seconds (and twice that plus two seconds on the clock).
            public var renderSeconds: Int
            /// The address space a worker may use, in megabytes; nil for no limit.
            public var memoryMegabytes: Int?
            /// The pixel and SVG size limits, checked again by the worker.
            public var limits: ImageDecoder.Limits

            /// A configuration: 10 s a render and 1 GiB a worker unless given.
            public init(
                executable: String, idleWorkers: Int = 2, renderSeconds: Int = 10, memoryMegabytes: Int? = 1024,
                limits: ImageDecoder.Limits = .default
            ) {
                self.executable = executable
                self.idleWorkers = idleWorkers
                self.renderSeconds = renderSeconds
                self.memoryMegabytes = memoryMegabytes
                self.limits = limits
            }
        }

        /// How the pool's workers are started and limited.
        public let configuration: Configuration
        private let idle = Mutex<[Worker]>([])
        private let started = Atomic<Int>(0)

        /// A pool; no worker starts before the first request.
        public init(_ configuration: Configuration) {
            self.configuration = configuration
        }

        /// How many worker processes the pool has started so far (replacements included).
        public var workersStarted: Int { started.load(ordering: .relaxed) }

        /// Parses `document` in a worker: its canvas size.
        /// - Throws: `ImageFileError` naming `file`: librsvg's reason, or how the worker stopped.
        func canvasSize(of document: [UInt8], file: String) throws(ImageFileError) -> PointSize {
            try briefAnswer(SVGWorker.Wire.Request(operation: .open, documentLength: document.count), document: document, file: file) {
                payload throws(SVGWorker.Wire.ProtocolError) in try SVGWorker.Wire.canvas(payload)
            }
        }

        /// Renders `document` in a worker: the premultiplied RGBA pixels of a transparent
        /// `width × height` image, its canvas covering `placement`.
        /// - Throws: `ImageFileError` naming `file`: librsvg's reason, or how the worker stopped.
        package func render(
            _ document: [UInt8], file: String, width: Int, height: Int,
            canvasIn placement: (x: Double, y: Double, width: Double, height: Double)
        ) throws(ImageFileError) -> [UInt8] {
            let request = SVGWorker.Wire.Request(
                operation: .render, width: Int32(width), height: Int32(height), placement: placement, documentLength: document.count)
            return try pixels(request, count: width * height * 4, document: document, file: file)
        }

        /// The `count` bytes of pixels a render request brings, in an array not zeroed first.
        private func pixels(
            _ request: SVGWorker.Wire.Request, count: Int, document: [UInt8], file: String
        ) throws(ImageFileError) -> [UInt8] {
            var failure: ImageFileError?
            let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                do throws(ImageFileError) {
                    try exchange(request, document: document, file: file, into: UnsafeMutableRawBufferPointer(buffer))
                    initialized = buffer.count
                } catch {
                    failure = error
                    initialized = 0
                }
            }
            if let failure { throw failure }
            return pixels
        }

        /// Renders `document` several times (each as ``render(_:file:width:height:canvasIn:)``
        /// would): the pixels of each, in order. Up to ``SVGWorker/Wire/Request/maximumRenders``
        /// whose pixels fit the pixel limit together are asked for in one request (one icon's
        /// scales: one round trip, not one a scale); others alone.
        /// - Throws: `ImageFileError` naming `file`: librsvg's reason, or how the worker stopped.
        package func render(
            _ document: [UInt8], file: String,
            renders: [(width: Int, height: Int, placement: (x: Double, y: Double, width: Double, height: Double))]
        ) throws(ImageFileError) -> [[UInt8]] {
            let counts = renders.map { $0.width * $0.height * 4 }
            let total = counts.reduce(0, +)
            guard renders.count > 1, renders.count <= SVGWorker.Wire.Request.maximumRenders, total <= configuration.limits.maximumPixels * 4
            else {
                return try renders.map { render throws(ImageFileError) in
                    try self.render(document, file: file, width: render.width, height: render.height, canvasIn: render.placement)
                }
            }
            let requests = renders.map { render in
                SVGWorker.Wire.Request(
                    operation: .render, width: Int32(render.width), height: Int32(render.height), placement: render.placement,
                    documentLength: document.count)
            }
            let first = requests[0]
            let request = SVGWorker.Wire.Request(
                operation: .renderMany, width: first.width, height: first.height, placement: first.placement,
                documentLength: document.count, further: Array(requests.dropFirst()))
            let all = try pixels(request, count: total, document: document, file: file)
            var offset = 0
            return counts.map { count in
                defer { offset += count }
                return Array(all[offset..<offset + count])
            }
        }

        /// Renders `document` in a worker and answers only the bounds of the pixels the
        /// render covers (`SVGDocument.coveredBounds`); nil when it covers none.
        /// - Throws: `ImageFileError` naming `file`: librsvg's reason, or how the worker stopped.
        package func coveredBounds(
            _ document: [UInt8], file: String, width: Int, height: Int,
            canvasIn placement: (x: Double, y: Double, width: Double, height: Double)
        ) throws(ImageFileError) -> PixelRect? {
            let request = SVGWorker.Wire.Request(
                operation: .measure, width: Int32(width), height: Int32(height), placement: placement, documentLength: document.count)
            return try briefAnswer(request, document: document, file: file) { payload throws(SVGWorker.Wire.ProtocolError) in
                try SVGWorker.Wire.covered(payload, width: width, height: height)
            }
        }

        /// A request whose answer is 16 payload bytes, read by `read`; an answer `read` refuses
        /// means the worker broke the protocol.
        private func briefAnswer<Value>(
            _ request: SVGWorker.Wire.Request, document: [UInt8], file: String,
            read: ([UInt8]) throws(SVGWorker.Wire.ProtocolError) -> Value
        ) throws(ImageFileError) -> Value {
            var payload = [UInt8](repeating: 0, count: 16)
            try payload.withUnsafeMutableBytes { buffer in
                Result { () throws(ImageFileError) in try exchange(request, document: document, file: file, into: buffer) }
            }.get()
            do {
                return try read(payload)
            } catch {
                throw ImageFileError(file: file, problem: .rendererStopped(.protocolBroken(error.description)))
            }
        }

        /// One request and its answer: the result lands in `result` (whose size is what success must
        /// bring); a reason from librsvg or a stopped worker is thrown. A render by a worker with
        /// shared memory is drawn there and copied from there, not sent through the socket.
        private func exchange(
            _ request: SVGWorker.Wire.Request, document: [UInt8], file: String, into result: UnsafeMutableRawBufferPointer
        ) throws(ImageFileError) {
            let checkedOut: Worker
            do {
                checkedOut = try checkOut()
            } catch {
                throw ImageFileError(file: file, problem: .rendererStopped(.notStarted(error.description)))
            }
            let worker = checkedOut.process
            var request = request
            let shared = request.operation == .render || request.operation == .renderMany ? checkedOut.pixels : nil
            if shared != nil, request.operation == .render { request.operation = .renderShared }
            let deadline = ContinuousClock.now + .seconds(configuration.renderSeconds * 2 + 2)
            do {
                try request.headers.withUnsafeBytes { try worker.send($0, until: deadline) }
                try document.withUnsafeBytes { try worker.send($0, until: deadline) }
                let answer = try SVGWorker.Wire.Answer.parse(
                    worker.receive(count: SVGWorker.Wire.Answer.headerSize, until: deadline),
                    expectedLength: shared == nil ? result.count : 0)
                guard answer.succeeded else {
                    let reason = String(decoding: try worker.receive(count: answer.payloadLength, until: deadline), as: UTF8.self)
                    checkIn(checkedOut)
                    throw ImageFileError(file: file, problem: .svg(reason))
                }
                if let shared {
                    guard let drawn = shared.bytes(result.count) else {
                        throw SVGWorker.Wire.ProtocolError("the shared memory cannot be mapped for \(result.count) bytes")
                    }
                    // cairo's words, made RGBA on the way out (one pass over the render, not two).
                    tt_argb32_to_rgba(drawn.baseAddress, result.baseAddress, result.count / 4)
                } else {
                    try worker.receive(into: result, until: deadline)
                }
                checkIn(checkedOut)
            } catch let error as ImageFileError {
                throw error
            } catch let error as SVGWorker.Wire.ProtocolError {
                _ = worker.kill()
                throw ImageFileError(file: file, problem: .rendererStopped(.protocolBroken(error.description)))
            } catch {
                let timedOut = (error as? WorkerProcess.Interruption) == .timedOut
                let ending = timedOut ? worker.kill() : worker.stop()
                throw ImageFileError(file: file, problem: .rendererStopped(stop(ending, timedOut: timedOut, errors: worker.errorText)))
            }
        }

        /// Why a worker stopped, from how it ended and the end of its standard error.
        func stop(_ ending: WorkerProcess.Termination, timedOut: Bool, errors: String) -> ImageFileError.RendererStop {
            if timedOut || ending == .signaled(SIGXCPU) { return .timeLimit(seconds: configuration.renderSeconds) }
            // glib ("failed to allocate"), Rust ("memory allocation of … failed") and C++ (bad_alloc) say so on
            // their way out; with an address-space limit set, that is the limit.
            if let megabytes = configuration.memoryMegabytes, errors.contains("alloc") || errors.contains("out of memory") {
                return .memoryLimit(megabytes: megabytes)
            }
            switch ending {
            case .signaled(let signal): return .crashed(signal: SignalName.of(signal))
            case .exited(let status): return .exited(status: status)
            }
        }

        /// A worker process and the memory it draws renders into (none where the system has no memory files).
        private struct Worker: Sendable {
            var process: WorkerProcess
            var pixels: SharedPixels?
        }

        private func checkOut() throws(WorkerStartError) -> Worker {
            if let worker = idle.withLock({ $0.popLast() }) { return worker }
            let pixels = SharedPixels(maximumPixels: configuration.limits.maximumPixels)
            let arguments = [configuration.executable, SVGWorker.argument] + workerSettings(sharedPixelBytes: pixels?.size).arguments
            let process = try WorkerProcess(executable: configuration.executable, arguments: arguments, passing: pixels?.descriptor)
            started.add(1, ordering: .relaxed)
            return Worker(process: process, pixels: pixels)
        }

        private func checkIn(_ worker: Worker) {
            let kept = idle.withLock { workers in
                guard workers.count < configuration.idleWorkers else { return false }
                workers.append(worker)
                return true
            }
            if !kept { _ = worker.process.kill() }
        }

        func workerSettings(sharedPixelBytes: Int? = nil) -> SVGWorker.Settings {
            SVGWorker.Settings(
                renderSeconds: configuration.renderSeconds, memoryMegabytes: configuration.memoryMegabytes,
                limits: configuration.limits, sharedPixelBytes: sharedPixelBytes)
        }
    }
}
