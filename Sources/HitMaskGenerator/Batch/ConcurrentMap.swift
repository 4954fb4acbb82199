import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How many files batch work takes at once unless told otherwise: one per core.
package enum WorkerCount {
    package static var `default`: Int { ProcessInfo.processInfo.activeProcessorCount }
}

extension Array where Element: Sendable {
    /// `transform` applied to every element on up to `jobs` threads, taking the elements in order as threads come
    /// free; the results keep the array's order, so output built from them does not depend on the job count.
    /// `completed` is told how many are done after each one (from the thread that finished it).
    package func concurrentMap<Result: Sendable>(
        jobs: Int, completed: (@Sendable (_ count: Int, _ element: Element) -> Void)? = nil,
        _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let state = ConcurrentMapState<Result>(count: count)
        let workers = Swift.max(1, Swift.min(jobs, count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = state.nextIndex() {
                let done = state.store(transform(self[index]), at: index)
                completed?(done, self[index])
            }
        }
        return state.results.map { $0! }
    }
}

/// The work queue and result slots the worker threads share.
private final class ConcurrentMapState<Result>: @unchecked Sendable {
    private let lock = Lock()
    private var next = 0
    private var completed = 0
    private(set) var results: [Result?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func nextIndex() -> Int? {
        lock.withLock {
            guard next < results.count else { return nil }
            next += 1
            return next - 1
        }
    }

    func store(_ result: Result, at index: Int) -> Int {
        lock.withLock {
            results[index] = result
            completed += 1
            return completed
        }
    }
}
