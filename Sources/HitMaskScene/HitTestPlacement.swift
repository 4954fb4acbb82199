import HitMaskGeometry
import HitMaskReader

/// Where a layer's image is drawn (`HitTestScene.Placement`).
public enum HitTestPlacement: Sendable {
    /// In `frame` (scene points, y down) with a content mode, like an image view.
    case frame(Rect2D, contentMode: ImageContentMode)
    /// By a transform from the mask's pixels into the scene, like a sprite node.
    case transform(Transform2D)
}
