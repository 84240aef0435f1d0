#if CH12
/// Why a marble line could not be read: the column (counted from 1, spaces included) and the
/// rule it breaks. Thrown by `Marbles.events` (and so by `Marbles.difference` and
/// `Marbles.firstWrongFrame`) and the marble forms of `createColdObservable` and
/// `createHotObservable`, so a mistyped line fails its test with a message, never a crash.
// region: MarbleSyntaxError
public struct MarbleSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The marble line as written.
    public let marbles: String
    /// The column of the offending character, counted from 1 (spaces count).
    public let column: Int
    /// The rule broken, in words.
    public let rule: String

    /// Creates the error for one offending column.
    ///
    /// - Parameters:
    ///   - marbles: The marble line as written.
    ///   - column: The column of the offending character, counted from 1.
    ///   - rule: The rule broken, in words.
    public init(marbles: String, column: Int, rule: String) {
        self.marbles = marbles
        self.column = column
        self.rule = rule
    }

    /// `marble line "-a-|b", column 5: ...`, then the line with a caret under the column.
    public var description: String {
        "marble line \"\(marbles)\", column \(column): \(rule)\n    \(marbles)\n    \(String(repeating: " ", count: max(0, column - 1)))^"
    }
}
// endregion: MarbleSyntaxError
#endif
