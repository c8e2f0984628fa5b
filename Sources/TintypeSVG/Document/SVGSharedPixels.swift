import CTintypeSandbox

#if canImport(Glibc)
import Glibc
#endif

extension SVGWorker {
    /// The memory a worker draws its renders into (SPEC §7.1), so that a render's
    /// pixels cross to the pool without passing through the socket: a memory file
    /// the pool makes for each worker, as large as the largest render the limits
    /// allow but sparse (a page exists once written), sealed so that neither side
    /// can resize it. Each side maps only as much of it as the largest render so
    /// far has needed. The pool maps it read-only; what it reads there it trusts
    /// no more than bytes from the socket.
    ///
    /// One worker's memory is used by one thread at a time (the one that has the worker checked out).
    final class SharedPixels: @unchecked Sendable {
        /// The memory file's descriptor.
        let descriptor: Int32
        /// Its size in bytes.
        let size: Int
        private let writable: Bool
        private var mapping: UnsafeMutableRawBufferPointer?
        /// The worker's side: how many leading bytes an earlier render may have left non-zero
        /// (beyond them the memory is zero, as the file starts).
        private var dirtyBytes = 0
        /// What was dirty beyond the last canvas when it was handed out: all that stays dirty once it is erased.
        private var dirtyBeyondCanvas = 0

        /// The pool's side: a new memory file for renders of up to `maximumPixels`;
        /// nil where the system has no memory files with seals (the socket carries the pixels then).
        init?(maximumPixels: Int) {
            let (bytes, overflow) = maximumPixels.multipliedReportingOverflow(by: 4)
            guard !overflow, bytes > 0 else { return nil }
            let descriptor = tt_shared_memory_create(UInt64(bytes))
            guard descriptor >= 0 else { return nil }
            self.descriptor = descriptor
            self.size = bytes
            self.writable = false
        }

        /// The worker's side: the memory file on `descriptor`, which must be `size` bytes.
        init?(inherited descriptor: Int32, size: Int) {
            var status = stat()
            guard fstat(descriptor, &status) == 0, Int(status.st_size) == size else { return nil }
            self.descriptor = descriptor
            self.size = size
            self.writable = true
        }

        deinit {
            if let mapping { munmap(mapping.baseAddress, mapping.count) }
            close(descriptor)
        }

        /// The first `count` bytes, mapped and all zero, to draw a render into (the worker's side):
        /// only what earlier renders may have left there is cleared. Nil as ``bytes(_:)`` is.
        func canvas(_ count: Int) -> UnsafeMutableRawBufferPointer? {
            guard let target = bytes(count) else { return nil }
            let stale = min(count, dirtyBytes)
            if stale > 0 { target.baseAddress!.initializeMemory(as: UInt8.self, repeating: 0, count: stale) }
            dirtyBeyondCanvas = dirtyBytes > count ? dirtyBytes : 0
            dirtyBytes = max(dirtyBytes, count)
            return target
        }

        /// Clears the last canvas (`width` pixels a row) when all that was drawn on it lies in
        /// `drawn` (nil: nothing was): the memory is then as ``canvas(_:)`` found it, and the next
        /// canvas need not clear it. A worker erases a measured render after answering, while the
        /// batch goes on with the answer.
        func erase(_ drawn: PixelRect?, width: Int) {
            if let drawn, let base = mapping?.baseAddress {
                // Art covers a fraction of its bounds: only the 64-byte blocks that are not zero are written.
                for y in drawn.y..<drawn.maxY {
                    let row = base + (y * width + drawn.x) * 4
                    let bytes = drawn.width * 4
                    var offset = 0
                    while offset + 64 <= bytes {
                        let words = (0..<4).reduce(SIMD4<UInt32>.zero) {
                            $0 | row.loadUnaligned(fromByteOffset: offset &+ 16 &* $1, as: SIMD4<UInt32>.self)
                        }
                        if words != .zero { (row + offset).initializeMemory(as: UInt8.self, repeating: 0, count: 64) }
                        offset += 64
                    }
                    (row + offset).initializeMemory(as: UInt8.self, repeating: 0, count: bytes - offset)
                }
            }
            dirtyBytes = dirtyBeyondCanvas
        }

        /// The first `count` bytes, mapped (writable on the worker's side); nil when
        /// `count` is not within the file or the mapping fails.
        func bytes(_ count: Int) -> UnsafeMutableRawBufferPointer? {
            guard count > 0, count <= size else { return nil }
            if let mapping, mapping.count >= count { return UnsafeMutableRawBufferPointer(rebasing: mapping[0..<count]) }
            if let mapping {
                munmap(mapping.baseAddress, mapping.count)
                self.mapping = nil
            }
            // Whole mebibytes, so that renders growing a little at a time do not map again each time.
            let length = min(size, (count + (1 << 20) - 1) & ~((1 << 20) - 1))
            let address = mmap(nil, length, writable ? PROT_READ | PROT_WRITE : PROT_READ, MAP_SHARED, descriptor, 0)
            guard let address, address != MAP_FAILED else { return nil }
            let mapped = UnsafeMutableRawBufferPointer(start: address, count: length)
            mapping = mapped
            return UnsafeMutableRawBufferPointer(rebasing: mapped[0..<count])
        }
    }
}
