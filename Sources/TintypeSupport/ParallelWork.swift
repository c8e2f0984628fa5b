import Dispatch
import Synchronization

/// Work on many items spread over a few threads, each taking the next item
/// when it is free; results come back in the items' order whatever the timing.
package enum ParallelWork {
    /// `body(index)` for every index below `count`, on `threads` threads; `finished`
    /// is told each result and how many are done so far, on the thread that made it.
    package static func map<Result>(
        _ count: Int, threads: Int, _ body: @Sendable (Int) -> Result, finished: @Sendable (Result, Int) -> Void = { _, _ in }
    ) -> [Result] {
        let next = Atomic<Int>(0)
        let completed = Atomic<Int>(0)
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // No lock: each slot is written by the one thread that took its index, and read only
            // after concurrentPerform has returned (a join ThreadSanitizer sees; Mutex's futex it does not).
            let slots = Slots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: max(1, min(threads, count))) { _ in
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < count else { return }
                    let result = body(index)
                    slots.buffer[index] = result
                    finished(result, completed.add(1, ordering: .relaxed).newValue)
                }
            }
        }
        return results.map { $0! }
    }

    /// The result slots, shared by the threads: each index is written by one thread only.
    private struct Slots<Result>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Result?>
    }
}
