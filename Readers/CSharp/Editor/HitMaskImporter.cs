using System.IO;
using UnityEditor.AssetImporters;
using UnityEngine;

namespace HitMasks.Editor
{
    /// <summary>Imports .hitmask files as <see cref="HitMaskAsset"/>s, checking each one: a file that fails its
    /// checks is reported in the Console with its path and the reason, and imports as nothing.</summary>
    [ScriptedImporter(1, "hitmask")]
    public sealed class HitMaskImporter : ScriptedImporter
    {
        /// <summary>Checks the file and adds it to the project as a <see cref="HitMaskAsset"/>, or reports why not.</summary>
        /// <param name="context">The import's context: the file's path, and where the asset and errors go.</param>
        public override void OnImportAsset(AssetImportContext context)
        {
            byte[] bytes = File.ReadAllBytes(context.assetPath);
            try
            {
                HitMask.FromBytes(bytes, context.assetPath);
            }
            catch (HitMaskException error)
            {
                context.LogImportError(error.Message);
                return;
            }
            var asset = ScriptableObject.CreateInstance<HitMaskAsset>();
            asset.SetBytes(bytes);
            context.AddObjectToAsset("mask", asset);
            context.SetMainObject(asset);
        }
    }
}
