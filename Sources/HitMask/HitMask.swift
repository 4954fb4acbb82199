// One import for an app: the reader, view-space geometry and the scene.
// A game engine that only reads masks can depend on the HitMaskReader product alone.
@_exported import HitMaskGeometry
@_exported import HitMaskReader
@_exported import HitMaskScene
