extension StringProtocol {
    /// The text without the white space (new lines included) at either end.
    package func trimmed() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
