import HitMaskReader

/// The release of HitMask this build is: what `hitmask --version` prints and CHANGELOG.md's newest entry names
/// (a test keeps the two equal).
public enum HitMaskVersion {
    public static let current = "0.1.0"
    /// The version of the `.hitmask` format this release writes (docs/FORMAT.md).
    public static var formatVersion: Int { Int(HitMaskFormat.version) }
}
