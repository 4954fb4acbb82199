// A stand-in for Apple's SpriteKit, declaring only what HitMask's docs use, with the signatures of Apple's
// documentation (developer.apple.com/documentation/spritekit), so that code written against them is type-checked
// on Linux. Nothing here runs.
@_exported import CoreGraphics

/// developer.apple.com/documentation/spritekit/skphysicsbody
open class SKPhysicsBody {
    public init(polygonFrom path: CGPath) {}
    public init(bodies: [SKPhysicsBody]) {}
}

/// developer.apple.com/documentation/spritekit/sknode
@MainActor open class SKNode {
    public init() {}
    open var position: CGPoint = .zero
    open var zRotation: CGFloat = 0
    open var xScale: CGFloat = 1
    open var yScale: CGFloat = 1
    open var physicsBody: SKPhysicsBody?
}

/// developer.apple.com/documentation/spritekit/skspritenode
@MainActor open class SKSpriteNode: SKNode {
    open var size: CGSize = .zero
    open var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
}
