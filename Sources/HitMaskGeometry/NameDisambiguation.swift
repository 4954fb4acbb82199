import HitMaskReader

// Foundation also has an `AffineTransform` and SwiftUI a `ContentMode`. The module and its main type share the
// name HitMask, so `HitMask.X` names a member of the struct: these aliases make `HitMask.AffineTransform`
// and `HitMask.ContentMode` work in files that import Foundation or SwiftUI too.
public typealias _HitMaskAffineTransform = AffineTransform
public typealias _HitMaskContentMode = ContentMode

extension HitMask {
    public typealias AffineTransform = _HitMaskAffineTransform
    public typealias ContentMode = _HitMaskContentMode
}
