// hitmask-demo: loads the masks the build-tool plugin made for Sprites/ from Bundle.module and answers hit queries.
//
//   swift run HitMaskDemo                      lists the sprites
//   swift run HitMaskDemo ring 40 40           is pixel (40, 40) of ring.png solid?
import Foundation
import HitMask

let sprites = ["flower", "flower@2x", "ring", "sword", "button"]

func loadMask(_ name: String) -> HitMask? {
    guard let url = Bundle.module.url(forResource: name, withExtension: "hitmask") else { return nil }
    return try? HitMask(contentsOf: url.path)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty {
    for name in sprites {
        guard let mask = loadMask(name) else {
            print("\(name): no mask in the bundle")
            continue
        }
        print("\(name): \(mask.width)×\(mask.height) px at @\(Int(mask.scale))x, \(mask.solidPixelCount) solid pixels, \(mask.rects.count) shape rects")
    }
    print("\nAsk about a pixel: swift run HitMaskDemo ring 40 40")
} else if arguments.count == 3, let x = Int(arguments[1]), let y = Int(arguments[2]) {
    guard let mask = loadMask(arguments[0]) else {
        print("no mask named \(arguments[0]); known: \(sprites.joined(separator: ", "))")
        exit(1)
    }
    print("\(arguments[0]) (\(x), \(y)): \(mask.contains(x: x, y: y) ? "solid — the touch hits" : "clear — the touch passes through")")
} else {
    print("usage: HitMaskDemo [SPRITE X Y]")
    exit(2)
}
