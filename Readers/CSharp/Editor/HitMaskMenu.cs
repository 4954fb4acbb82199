using System.IO;
using UnityEditor;
using UnityEngine;

namespace HitMasks.Editor
{
    /// <summary>The editor's HitMask menu: <c>Assets &gt; HitMask &gt; Generate</c> runs the hitmask tool over the
    /// project (<see cref="HitMaskTool"/>), shows its errors in the Console, one line each, and imports what it made;
    /// <c>Choose Tool...</c> picks the tool when it is not on PATH.</summary>
    static class HitMaskMenu
    {
        const string ToolPathKey = "HitMask.ToolPath";

        [MenuItem("Assets/HitMask/Generate")]
        static void Generate()
        {
            string projectFolder = Path.GetDirectoryName(Application.dataPath);
            HitMaskTool.Result result = HitMaskTool.Generate(projectFolder, EditorPrefs.GetString(ToolPathKey, ""));
            foreach (string error in result.Errors) Debug.LogError(error);
            if (result.Summary.Length > 0) Debug.Log(result.Summary);
            AssetDatabase.Refresh();
        }

        [MenuItem("Assets/HitMask/Choose Tool...")]
        static void ChooseTool()
        {
            string path = EditorUtility.OpenFilePanel("The hitmask tool", "", "");
            if (!string.IsNullOrEmpty(path)) EditorPrefs.SetString(ToolPathKey, path);
        }
    }
}
