import HitMaskGenerator

/// The `.hitmask` files a command's paths name: a file as given, a folder as every `.hitmask` file under it (in
/// the scanner's order), so that `inspect` and `verify` take the same paths.
enum MaskFiles {
    /// The files, and the folders that hold none (each an error for the caller to report).
    static func expanding(_ paths: [String]) -> (files: [String], emptyFolders: [String]) {
        var files: [String] = [], emptyFolders: [String] = []
        for path in paths {
            guard FileSystem.isFolder(path) == true else {
                files.append(path)
                continue
            }
            let found = AssetScanner.files(withSuffix: ".hitmask", under: path)
            if found.isEmpty { emptyFolders.append(path) }
            files += found
        }
        return (files, emptyFolders)
    }

    /// The message for a folder without masks.
    static func emptyFolderMessage(_ folder: String) -> String { "\(folder): no .hitmask files in this folder" }
}
