import HitMaskGenerator

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The live `[done/total] rate  file` line shown on a terminal; redrawn at most ten times a second.
final class ProgressLine: @unchecked Sendable {
    private let lock = Lock()
    private let start = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant?
    private var drawn = false

    func update(_ progress: BatchGenerator.Progress) {
        lock.withLock { draw(progress) }
    }

    private func draw(_ progress: BatchGenerator.Progress) {
        let now = ContinuousClock.now
        if let lastDraw, now - lastDraw < .milliseconds(100), progress.completed < progress.total { return }
        lastDraw = now
        let seconds = max(
            0.001, Double((now - start).components.attoseconds) / 1e18 + Double((now - start).components.seconds))
        let rate = Double(progress.completed) / seconds
        let width = String(progress.total).count
        let counter =
            String(repeating: " ", count: width - String(progress.completed).count)
            + "\(progress.completed)/\(progress.total)"
        var file = progress.sourcePath
        if file.count > 50 { file = "…" + file.suffix(49) }
        Console.rawStandardError("\r\u{1B}[K[\(counter)] \(PrintfFormat.fixed(rate, digits: 0)) files/s  \(file)")
        drawn = true
    }

    func finish() {
        lock.withLock {
            if drawn { Console.rawStandardError("\r\u{1B}[K") }
        }
    }
}
