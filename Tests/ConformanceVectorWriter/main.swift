// Writes the conformance vectors: `swift run hitmask-vectors Tests/Conformance/vectors`.
// Deterministic: the same bytes on every machine; ConformanceTests fails when the folder is out of date.
import Foundation
import HitMaskTestSupport

guard CommandLine.arguments.count == 2 else {
    print("usage: hitmask-vectors FOLDER")
    exit(2)
}
let folder = URL(fileURLWithPath: CommandLine.arguments[1])
try? FileManager.default.removeItem(at: folder)
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
for vector in ConformanceVectors.all() {
    try Data(vector.bytes).write(to: folder.appendingPathComponent(vector.name + ".hitmask"))
    try Data(vector.json.utf8).write(to: folder.appendingPathComponent(vector.name + ".json"))
    if let pbm = vector.pbm { try Data(pbm.utf8).write(to: folder.appendingPathComponent(vector.name + ".pbm")) }
    if let pgm = vector.pgm { try Data(pgm.utf8).write(to: folder.appendingPathComponent(vector.name + ".pgm")) }
}
print("\(ConformanceVectors.all().count) vectors in \(folder.path)")
