import HitMask

/// Overlapping sprites in one scene: a flower and a ring placed like image views, a sword rotated like a game
/// sprite, a button on top. Taps on transparent pixels fall through to whatever lies below.
struct DemoScene {
    let scene: HitTestScene<String>
    static let size = Size2D(width: 200, height: 120)

    init(masks: [String: HitMask]) {
        var scene = HitTestScene<String>(cellSize: 32)
        if let flower = masks["flower@2x"] {
            // The @2x flower is 96×96 points: aspect-fitted into a 110×90 frame, so it is letterboxed at the sides.
            scene.insert(.init(id: "flower", mask: flower, placement: .frame(Rect2D(x: 10, y: 10, width: 110, height: 90), contentMode: .scaleAspectFit), zIndex: 0))
        }
        if let ring = masks["ring"] {
            scene.insert(.init(id: "ring", mask: ring, placement: .frame(Rect2D(x: 80, y: 20, width: 80, height: 80), contentMode: .center), zIndex: 1))
        }
        if let sword = masks["sword"] {
            // A y-down scene: the sword's centre at (120, 60), turned 60° clockwise.
            let transform = sword.spriteTransform(position: Point2D(x: 120, y: 60), rotation: Double.pi / 3, yUp: false)
            scene.insert(.init(id: "sword", mask: sword, placement: .transform(transform), zIndex: 2))
        }
        if let button = masks["button"] {
            scene.insert(.init(id: "button", mask: button, placement: .frame(Rect2D(x: 130, y: 85, width: 60, height: 24), contentMode: .scaleToFill), zIndex: 3))
        }
        self.scene = scene
    }

    /// Each character is a 4×4-point cell of the scene, marked by the first letter of the topmost sprite at its centre.
    func map() -> String {
        var lines: [String] = []
        for row in 0..<Int(Self.size.height / 4) {
            var line = ""
            for column in 0..<Int(Self.size.width / 4) {
                let id = scene.topmostLayerID(at: Point2D(x: Double(column) * 4 + 2, y: Double(row) * 4 + 2))
                line.append(id?.first ?? ".")
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
