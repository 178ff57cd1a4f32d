import Foundation

/// Runs work on a few threads with large stacks and collects the results in input order.
///
/// Threads of our own, rather than a dispatch queue, for the stack: deeply nested input (ten
/// thousand parentheses) recurses deeply in the front end, and a worker's default stack is small.
enum ParallelMap {
    /// The stack each worker gets; only the pages used are ever committed.
    static let stackSize = 64 * 1024 * 1024

    /// `transform` applied to every element, on at most `maximumThreads` threads, results in order.
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], maximumThreads: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        let box = ResultBox<Result>(count: elements.count)
        let threadCount = max(1, min(elements.count, maximumThreads))
        let finished = DispatchGroup()
        for _ in 0..<threadCount {
            finished.enter()
            let thread = Thread {
                while let index = box.claimNextIndex() {
                    box.store(transform(elements[index]), at: index)
                }
                finished.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        finished.wait()
        return box.results()
    }
}

/// The shared state of one `ParallelMap.map` call, guarded by a lock.
private final class ResultBox<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result?]
    private var nextIndex = 0

    /// Room for `count` results.
    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The next element no thread has taken yet, or nil when all are taken.
    func claimNextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < slots.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    /// Keeps the result of the element at `index`.
    func store(_ result: Result, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    /// Every result, in input order; called after every worker has finished.
    func results() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
