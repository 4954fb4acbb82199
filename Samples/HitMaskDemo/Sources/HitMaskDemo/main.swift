// HitMaskDemo: loads the masks the build-tool plugin made for Sprites/ from Bundle.module and answers hit queries.
//
//   swift run HitMaskDemo                  lists the sprites
//   swift run HitMaskDemo ring 40 40       is pixel (40, 40) of ring.png solid?
//   swift run HitMaskDemo scene            draws a scene of overlapping sprites: who is on top where
//   swift run HitMaskDemo scene 100 60     which sprite does a tap at (100, 60) hit, and what lies below?
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
    print("\nAsk about a pixel: swift run HitMaskDemo ring 40 40, or try the scene: swift run HitMaskDemo scene")
} else if arguments[0] == "scene" {
    let masks = Dictionary(uniqueKeysWithValues: sprites.compactMap { name in loadMask(name).map { (name, $0) } })
    let demo = DemoScene(masks: masks)
    if arguments.count == 3, let x = Double(arguments[1]), let y = Double(arguments[2]) {
        let point = Point2D(x: x, y: y)
        if let top = demo.scene.topmostLayerID(at: point) {
            print("tap at (\(arguments[1]), \(arguments[2])) hits \(top); under it: \(demo.scene.layerIDs(at: point).dropFirst().joined(separator: ", ").nonEmpty ?? "nothing")")
        } else {
            print("tap at (\(arguments[1]), \(arguments[2])) hits nothing: every sprite there is transparent")
        }
    } else {
        print("f flower (aspect-fit frame), r ring (centred), s sword (rotated sprite), b button (on top); . nothing\n")
        print(demo.map())
    }
} else if arguments.count == 3, let x = Int(arguments[1]), let y = Int(arguments[2]) {
    guard let mask = loadMask(arguments[0]) else {
        print("no mask named \(arguments[0]); known: \(sprites.joined(separator: ", "))")
        exit(1)
    }
    print("\(arguments[0]) (\(x), \(y)): \(mask.contains(x: x, y: y) ? "solid — the touch hits" : "clear — the touch passes through")")
} else {
    print("usage: HitMaskDemo [SPRITE X Y | scene [X Y]]")
    exit(2)
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
