// Stand-ins for the UnityEditor types the Unity package's importer uses (Unity 2020.3's scripting reference), to
// type-check Readers/CSharp/Editor with Mono. No behaviour.
using System;

namespace UnityEditor.AssetImporters
{
    public abstract class ScriptedImporter : UnityEngine.Object
    {
        public abstract void OnImportAsset(AssetImportContext ctx);
    }

    [AttributeUsage(AttributeTargets.Class)]
    public sealed class ScriptedImporterAttribute : Attribute
    {
        public ScriptedImporterAttribute(int version, string ext) { }
    }

    public sealed class AssetImportContext
    {
        public string assetPath => throw new NotImplementedException();
        public void AddObjectToAsset(string identifier, UnityEngine.Object obj) => throw new NotImplementedException();
        public void SetMainObject(UnityEngine.Object obj) => throw new NotImplementedException();
        public void LogImportError(string msg, UnityEngine.Object obj = null) => throw new NotImplementedException();
    }
}

namespace UnityEditor
{
    [AttributeUsage(AttributeTargets.Method, AllowMultiple = true)]
    public sealed class MenuItem : Attribute
    {
        public MenuItem(string itemName) { }
    }

    public static class EditorPrefs
    {
        public static string GetString(string key, string defaultValue) => throw new NotImplementedException();
        public static void SetString(string key, string value) => throw new NotImplementedException();
    }

    public static class AssetDatabase
    {
        public static void Refresh() => throw new NotImplementedException();
    }

    public static class EditorUtility
    {
        public static string OpenFilePanel(string title, string directory, string extension) =>
            throw new NotImplementedException();
    }
}
