import HitMaskReader

extension Transform2D {
    /// The transform from a mask's pixels into a game scene for a sprite node, built on the general form.
    ///
    /// - Parameters:
    ///   - pixelWidth: the mask's width in pixels.
    ///   - pixelHeight: the mask's height in pixels.
    ///   - position: where the anchor point sits in the scene.
    ///   - size: the sprite's drawn size in scene units (negative for a flip, as with xScale = -1).
    ///   - anchorPoint: the sprite's reference point as a fraction of its size; (0.5, 0.5) is the centre and,
    ///     as in SpriteKit, (0, 0) is the bottom-left corner in a y-up scene (the top-left in a y-down one).
    ///   - rotation: radians, counter-clockwise in a y-up scene (clockwise on screen in a y-down one).
    ///   - yUp: true for SpriteKit-style scenes, false for screen-style ones.
    public static func sprite(
        pixelWidth: Int, pixelHeight: Int, position: Point2D, size: Size2D,
        anchorPoint: Point2D = Point2D(x: 0.5, y: 0.5),
        rotation: Double = 0, yUp: Bool = true
    ) -> Transform2D {
        let sx = size.width / Double(pixelWidth), sy = size.height / Double(pixelHeight)
        // Pixel rows run downwards; in a y-up scene the first row is the sprite's top edge.
        let local =
            yUp
            ? Transform2D(
                a: sx, b: 0, c: 0, d: -sy, tx: -anchorPoint.x * size.width, ty: (1 - anchorPoint.y) * size.height)
            : Transform2D(
                a: sx, b: 0, c: 0, d: sy, tx: -anchorPoint.x * size.width, ty: -anchorPoint.y * size.height)
        return local.concatenating(Transform2D(rotationAngle: rotation))
            .concatenating(Transform2D(translationX: position.x, y: position.y))
    }
}

extension HitMask {
    /// The transform for this mask drawn as a sprite node (see `Transform2D.sprite`); `size` defaults to the
    /// mask's size in points.
    public func spriteTransform(
        position: Point2D, size: Size2D? = nil, anchorPoint: Point2D = Point2D(x: 0.5, y: 0.5), rotation: Double = 0,
        yUp: Bool = true
    ) -> Transform2D {
        .sprite(
            pixelWidth: width, pixelHeight: height, position: position,
            size: size ?? Size2D(width: pointWidth, height: pointHeight), anchorPoint: anchorPoint, rotation: rotation,
            yUp: yUp)
    }
}
