/// Lets config files be written as people write JSON by hand (JSONC, as VS Code's settings and tsconfig.json take
/// it): `//` and `/* */` comments, and a comma after the last member of an object or array. Both are blanked out
/// (newlines kept, so positions in error messages still match the file) before the text goes to a strict parser.
enum JSONWithComments {
    static func standardJSON(_ text: String) -> String {
        withoutTrailingCommas(withoutComments(text))
    }

    static func withoutComments(_ text: String) -> String {
        var output: [Character] = []
        let characters = Array(text)
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if inString {
                output.append(character)
                if character == "\\", let next {
                    output.append(next)
                    index += 2
                    continue
                }
                if character == "\"" { inString = false }
                index += 1
            } else if character == "\"" {
                inString = true
                output.append(character)
                index += 1
            } else if character == "/" && next == "/" {
                while index < characters.count && characters[index] != "\n" {
                    output.append(" ")
                    index += 1
                }
            } else if character == "/" && next == "*" {
                output.append(contentsOf: "  ")
                index += 2
                while index < characters.count
                    && !(characters[index] == "*" && index + 1 < characters.count && characters[index + 1] == "/")
                {
                    output.append(characters[index] == "\n" ? "\n" : " ")
                    index += 1
                }
                if index < characters.count {
                    output.append(contentsOf: "  ")
                    index += 2
                }
            } else {
                output.append(character)
                index += 1
            }
        }
        return String(output)
    }

    /// Blanks each comma (outside strings) that only whitespace separates from a closing `]` or `}`.
    static func withoutTrailingCommas(_ text: String) -> String {
        var characters = Array(text)
        var inString = false, index = 0
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "," {
                let next = characters[(index + 1)...].first { !$0.isWhitespace }
                if next == "]" || next == "}" { characters[index] = " " }
            }
            index += 1
        }
        return String(characters)
    }
}
