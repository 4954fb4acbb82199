import ArgumentParser
import HitMaskReader

/// Loads a mask, or reports `FILE: reason` and exits 1.
func loadMask(_ path: String) throws -> HitMask {
    do {
        return try HitMask(contentsOf: path)
    } catch {
        Console.error(path, error)
        throw ExitStatus.fileProblem
    }
}

/// The mask of a page's frame by name (`--frame`), or reports `FILE: no frame named NAME` and exits 1.
func frameMask(of mask: HitMask, file: String, named name: String) throws -> HitMask {
    guard let frame = mask.frameMask(named: name) else {
        let hint =
            mask.frames.isEmpty ? "it has no atlas frames" : "hitmask inspect lists its \(mask.frames.count) frames"
        Console.error("\(file): no frame named \"\(name)\" (\(hint))")
        throw ExitStatus.fileProblem
    }
    return frame
}
