import ArgumentParser
import HitMaskReader

/// Loads a mask, or reports `FILE: reason` and exits 1.
func loadMask(_ path: String) throws -> HitMask {
    do {
        return try HitMask(contentsOf: path)
    } catch {
        Console.error("\(path): \(error)")
        throw ExitCode.failure
    }
}
