#if CH12
/// A history drawn as a marble line: the line itself, a legend for the keys that stand for
/// elements too long to print in one column, and notes for what the line cannot show (an event
/// between two frames' starts, one before the line's first frame).
// region: MarbleLine
public struct MarbleLine: Equatable, CustomStringConvertible {
    /// The line: `-a-b-|`.
    public let marbles: String
    /// One entry per key that stands for something else, in the order they appear: `a = 10`,
    /// and `# = boom` for an error.
    public let legend: [String]
    /// What the line leaves out or moves, one sentence each: `a is at tick 211, 1 tick into
    /// frame 1`.
    public let notes: [String]
    /// Each drawn symbol with the exact virtual time it stands for, in order: what a picture
    /// that places marbles by time (rather than by frame) draws.
    public let marks: [MarbleMark]

    /// Creates a drawn line from its parts.
    ///
    /// - Parameters:
    ///   - marbles: The line.
    ///   - legend: The keys that stand for something else, one entry each.
    ///   - notes: What the line leaves out or moves, one sentence each.
    ///   - marks: Each drawn symbol with its exact virtual time.
    public init(marbles: String, legend: [String] = [], notes: [String] = [], marks: [MarbleMark] = []) {
        self.marbles = marbles
        self.legend = legend
        self.notes = notes
        self.marks = marks
    }

    /// The line, then the legend on one line, then each note.
    public var description: String {
        ([marbles] + (legend.isEmpty ? [] : ["where " + legend.joined(separator: ", ")]) + notes)
            .joined(separator: "\n")
    }
}
// endregion: MarbleLine

/// One symbol of a drawn marble line (a key, `|`, `#`, `^` or `!`) and the virtual time it
/// stands for.
public struct MarbleMark: Equatable {
    /// The virtual time the symbol stands for.
    public let time: TestTime
    /// The symbol drawn: a key, `|`, `#`, `^` or `!`.
    public let symbol: Character

    /// Creates a mark.
    ///
    /// - Parameters:
    ///   - time: The virtual time the symbol stands for.
    ///   - symbol: The symbol drawn.
    public init(time: TestTime, symbol: Character) {
        self.time = time
        self.symbol = symbol
    }
}
#endif
