extension Array where Element == UInt8 {
    /// `count` bytes, every one of which `body` writes before anything reads
    /// them: spares zero-filling a buffer about to be overwritten.
    ///
    /// A count of 0 gives `[]` without calling the standard library's
    /// `init(unsafeUninitializedCapacity:)`, which stores the count into the
    /// empty-array storage every empty array shares: two threads doing so at once
    /// (two empty images) is a data race that ThreadSanitizer reports.
    package init(uninitializedCount count: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        guard count > 0 else {
            self = []
            return
        }
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            body(UnsafeMutableBufferPointer(rebasing: buffer[0..<count]))
            initialized = count
        }
    }
}
