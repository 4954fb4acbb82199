using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;

namespace HitMasks.Editor
{
    /// <summary>Runs the hitmask tool over a Unity project, as <c>Assets &gt; HitMask &gt; Generate</c> does: with the
    /// project's <c>hitmask.json</c> (beside <c>Assets</c>) when it has one, else every PNG under <c>Assets</c> gets its
    /// mask beside it, with physics outlines. No Unity types: the menu (HitMaskMenu) shows the result.</summary>
    public static class HitMaskTool
    {
        /// <summary>The line shown when the tool is neither at the chosen path nor on PATH.</summary>
        public const string MissingTool = "HitMask: the hitmask tool was not found: put it on PATH, or choose it with "
            + "Assets > HitMask > Choose Tool... (a Linux build is in each HitMask release)";

        /// <summary>What a run did.</summary>
        public sealed class Result
        {
            internal Result(bool succeeded, IReadOnlyList<string> errors, string summary)
            {
                Succeeded = succeeded;
                Errors = errors;
                Summary = summary;
            }

            /// <summary>Whether every mask is made and up to date.</summary>
            public bool Succeeded { get; }

            /// <summary>The tool's errors, one line each, prefixed with "HitMask: ".</summary>
            public IReadOnlyList<string> Errors { get; }

            /// <summary>The tool's summary ("5 PNG files: 5 generated (0.05 s)"), or empty.</summary>
            public string Summary { get; }
        }

        /// <summary>The tool to run: <paramref name="toolPath"/> when it is set (and there), else <c>hitmask</c> in a
        /// folder of PATH; null when neither is.</summary>
        /// <param name="toolPath">A path chosen by the user, or null or empty for PATH.</param>
        public static string FindTool(string toolPath)
        {
            if (!string.IsNullOrEmpty(toolPath)) return File.Exists(toolPath) ? toolPath : null;
            string name = Environment.OSVersion.Platform == PlatformID.Win32NT ? "hitmask.exe" : "hitmask";
            foreach (string folder in (Environment.GetEnvironmentVariable("PATH") ?? "").Split(Path.PathSeparator))
            {
                if (folder.Length == 0) continue;
                string candidate = Path.Combine(folder, name);
                if (File.Exists(candidate)) return candidate;
            }
            return null;
        }

        /// <summary>Makes the masks of the project in <paramref name="projectFolder"/> (the folder holding
        /// <c>Assets</c>).</summary>
        /// <param name="projectFolder">The project's folder in the file system.</param>
        /// <param name="toolPath">The tool chosen by the user, or null or empty to look on PATH.</param>
        public static Result Generate(string projectFolder, string toolPath)
        {
            string tool = FindTool(toolPath);
            if (tool == null) return new Result(false, new[] { MissingTool }, "");
            string config = Path.Combine(projectFolder, "hitmask.json");
            var arguments = File.Exists(config)
                ? new[] { "generate", "--config", config }
                : new[] { "generate", Path.Combine(projectFolder, "Assets"), "--beside-sources", "--outlines" };
            var start = new ProcessStartInfo(tool, string.Join(" ", Array.ConvertAll(arguments, Quoted)))
            {
                UseShellExecute = false,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                CreateNoWindow = true,
                WorkingDirectory = projectFolder,
            };
            using (var process = Process.Start(start))
            {
                var standardError = process.StandardError.ReadToEndAsync();
                string standardOutput = process.StandardOutput.ReadToEnd();
                process.WaitForExit();
                var errors = new List<string>();
                foreach (string line in standardError.Result.Split('\n'))
                    if (line.Trim().Length > 0) errors.Add("HitMask: " + line.TrimEnd('\r'));
                string[] lines = standardOutput.Trim().Split('\n');
                return new Result(process.ExitCode == 0, errors, "HitMask: " + lines[lines.Length - 1].Trim());
            }
        }

        // One argument of a command line, quoted as .NET's and Mono's argument parsers read it back.
        static string Quoted(string argument) => "\"" + argument.Replace("\\", "\\\\").Replace("\"", "\\\"") + "\"";
    }
}
