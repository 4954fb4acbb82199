// The values the docs' code fragments take as given: `mask`, `point`, `bounds`, … are what a reader of the docs
// has at hand where the fragment would go. .ci/check-docs.sh compiles every fragment with these in scope (nothing
// runs), so a fragment that calls an API wrongly fails CI.
import Foundation
import HitMask
import SpriteKit
import UIKit

nonisolated(unsafe) var mask: HitMask! = nil
nonisolated(unsafe) var bytes: [UInt8] = []
let path = "flower.hitmask"
let point = Point2D(x: 0, y: 0)
let touch = Point2D(x: 0, y: 0)
let bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
let viewBounds = bounds
let transform = Transform2D.identity
let spriteTransform = Transform2D.identity
nonisolated(unsafe) var scene = HitTestScene<Int>()
let scale = 1.0
func askForAnUpdate() {}
func select(_ id: Int) {}
func collide(_ id: Int, _ other: Int) {}
func bloom() {}

extension Bundle {
    /// What SwiftPM generates for a target with resources.
    static var module: Bundle { .main }
}

@MainActor let view = UIImageView(image: nil)
@MainActor let node = SKSpriteNode()
let url = URL(fileURLWithPath: "flower.hitmask")
nonisolated(unsafe) var heroMask: HitMask! = nil
nonisolated(unsafe) var backgroundMask: HitMask! = nil
nonisolated(unsafe) var flowerMask: HitMask! = nil
/// A game's own sprite record.
struct Hero {
    var id = 1
    var position = Point2D(x: 0, y: 0)
    var angle = 0.0
}
let hero = Hero()
let newPosition = Point2D(x: 0, y: 0)
