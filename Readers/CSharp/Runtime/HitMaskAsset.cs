using UnityEngine;

namespace HitMasks
{
    /// <summary>A .hitmask file in a Unity project, as the importer makes it: the file's bytes, read into a
    /// <see cref="HitMask"/> on first use. Assign it to a <see cref="HitMaskRaycastFilter"/> or a
    /// <see cref="HitMaskCollider"/>.</summary>
    public sealed class HitMaskAsset : ScriptableObject
    {
        [SerializeField, HideInInspector] byte[] bytes;
        HitMask mask;

        /// <summary>The mask, read once; a file that fails its checks throws a <see cref="HitMaskException"/> naming
        /// this asset.</summary>
        public HitMask Mask => mask ?? (mask = HitMask.FromBytes(bytes, name));

        /// <summary>Sets the file's bytes (the importer does).</summary>
        public void SetBytes(byte[] fileBytes)
        {
            bytes = fileBytes;
            mask = null;
        }
    }
}
