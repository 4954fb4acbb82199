/// One mask's adaptive models for the transition codec, in one flat buffer indexed as `TransitionModel` lays it out,
/// starting as `TransitionModel.initialModels`.
///
/// The mode models start at once; the run-length models (three quarters of the 5,648) only when the mask first codes
/// a run in their context, 64 at a time. Most masks use a handful of the 68 run contexts, so most of the 22 KB copy
/// each load and each encode made was never read. The coded bits are the same either way: a model starts where it
/// would have, before its first decision. The owner calls `deallocate()`.
@usableFromInline
package struct TransitionModels {
    package let pointer: UnsafeMutablePointer<BitModel>
    /// Bit k set once run context k's models have started (k = `runContext(…) / 32`, 68 of them).
    private var startedRuns: (UInt64, UInt64) = (0, 0)

    package init() {
        pointer = .allocate(capacity: TransitionModel.modelCount)
        TransitionModel.initialModels.withUnsafeBufferPointer {
            pointer.initialize(from: $0.baseAddress!, count: TransitionModel.runLength)
        }
    }

    package func deallocate() { pointer.deallocate() }

    /// Makes ready the models of the run context starting at `base` (`TransitionModel.runContext(…)`).
    @inline(__always)
    package mutating func startRun(base: Int) {
        let context = base >> 5
        let bit = UInt64(1) << UInt64(context & 63)
        let started = context < 64 ? startedRuns.0 : startedRuns.1
        guard started & bit == 0 else { return }
        if context < 64 { startedRuns.0 |= bit } else { startedRuns.1 |= bit }
        TransitionModel.initialModels.withUnsafeBufferPointer { initial in
            let lengths = TransitionModel.runLength + base, topBits = TransitionModel.runTopBit + base
            (pointer + lengths).initialize(from: initial.baseAddress! + lengths, count: 32)
            (pointer + topBits).initialize(from: initial.baseAddress! + topBits, count: 32)
        }
    }
}
