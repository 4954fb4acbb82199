import HitMaskGenerator

/// What to tell someone whose first argument is not a subcommand: the nearest one, when one is near.
enum SubcommandSuggestion {
    /// nil when `word` is a subcommand or an option (ArgumentParser handles those).
    static func message(for word: String, among names: [String], of command: String) -> String? {
        guard !word.hasPrefix("-"), !names.contains(word) else { return nil }
        let nearest = names.map { ($0, ConfigurationLoader.editDistance(word, $0)) }.min { $0.1 < $1.1 }
        if let (name, distance) = nearest, distance <= max(2, name.count / 3) {
            return "'\(word)' is not a \(command) command. Did you mean '\(name)'? (see \(command) --help)"
        }
        return
            "'\(word)' is not a \(command) command; the commands are \(names.joined(separator: ", ")) (see \(command) --help)"
    }
}
