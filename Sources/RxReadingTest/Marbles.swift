#if CH12
/// Marble lines, RxJS's notation for a sequence over time, read into recorded events and drawn
/// from them: `-` one frame, a letter or digit one element (its value looked up in `values`), `|`
/// completed, `#` error, `(ab)` several events in the same frame, `^` a hot source's subscription
/// frame, spaces ignored. As in RxJS, every character but a space takes one frame, a group's
/// parentheses included, so that lines written under each other line up frame by frame.
///
/// A frame is `ticksPerFrame` (10) virtual ticks, so `start()`'s times, 100, 200 and 1000, are
/// frames 10, 20 and 100, and the first frame of a line the observer records is `origin`, 200,
/// where `start()` subscribes.
// region: Marbles
public enum Marbles {
    /// Virtual ticks per frame: 10, so that `TestScheduler.start()`'s subscription at 200 falls
    /// on a frame, and RxTest's usual times (210, 220, ...) are whole frames after it.
    public static let ticksPerFrame = 10

    /// The virtual time of an observed line's first frame and of a hot source's `^`: 200, when
    /// `start()` subscribes.
    public static let origin: TestTime = TestScheduler.Defaults.subscribed

    /// The error a `#` stands for when the line's `error:` argument is left out.
    public static let defaultError = MarbleError("error")

    /// Whose line it is, which decides what its first frame means.
    public enum Kind {
        /// A cold source: frame f is f frames after each subscription; `^` is refused.
        case cold
        /// A hot source: times are absolute, and its `^` (or its first column, without one) is
        /// at `origin`; frames before the `^` are earlier.
        case hot
        /// What an observer subscribed at `origin` records: frame f is `origin` + f frames;
        /// `^` is refused.
        case observed
    }

    /// Reads a marble line into recorded events with absolute (hot, observed) or relative
    /// (cold) times.
    ///
    /// - Parameters:
    ///   - marbles: The marble line.
    ///   - kind: Whose line it is: a cold or hot source, or an observer.
    ///   - values: The element each key of the line stands for; a key it lacks is an error.
    ///   - error: The error a `#` stands for.
    ///   - origin: The time of a hot line's `^` (or first column) and of an observed line's first
    ///     frame; unused for a cold line. 200 unless given.
    /// - Returns: The events in order, with their virtual times.
    /// - Throws: `MarbleSyntaxError` naming the column and the rule broken.
    public static func events<Element>(
        _ marbles: String,
        _ kind: Kind,
        values: [Character: Element] = [:],
        error: Swift.Error = defaultError,
        origin: TestTime = origin
    ) throws -> [Recorded<Event<Element>>] {
        let scanned = try scan(marbles, allowsSubscription: kind == .hot)
        let zero: Int
        switch kind {
        case .cold: zero = 0
        case .hot, .observed: zero = origin - (scanned.subscriptionFrame ?? 0) * ticksPerFrame
        }
        return try scanned.marks.map { mark in
            let time = zero + mark.frame * ticksPerFrame
            if time < 0 {
                throw MarbleSyntaxError(marbles: marbles, column: mark.column, rule: "this event would be at virtual time \(time), before the clock's 0: a hot line has at most \(origin / ticksPerFrame) frames before its `^`")
            }
            switch mark.kind {
            case .completed:
                return Recorded(time: time, value: .completed)
            case .error:
                return Recorded(time: time, value: .error(error))
            case let .element(key):
                guard let value = values[key] else {
                    let known = values.keys.sorted().map { "`\($0)`" }.joined(separator: ", ")
                    throw MarbleSyntaxError(marbles: marbles, column: mark.column, rule: "unknown key `\(key)`: `values` has no entry for it (\(known.isEmpty ? "it is empty" : "its keys: \(known)"))")
                }
                return Recorded(time: time, value: .next(value))
            }
        }
    }

    /// One event of a scanned line: the frame it happens in and the column it was written at.
    struct Mark {
        enum Kind: Equatable {
            case element(Character)
            case completed
            case error
        }

        let frame: Int
        let column: Int
        let kind: Kind
    }

    /// A marble line read into marks, before any key is looked up.
    struct Scanned {
        var marks: [Mark] = []
        var subscriptionFrame: Int?
    }

    static let symbols = "`-` a frame, a letter or digit an element, `|` completed, `#` error, `(` `)` a group in one frame, `^` a hot source's subscription, spaces for alignment"

    /// Reads the symbols of a line, enforcing its grammar: at most one terminal event and
    /// nothing after it but frames, groups closed and not nested, `^` only where allowed and once.
    static func scan(_ marbles: String, allowsSubscription: Bool) throws -> Scanned {
        var scanned = Scanned()
        var frame = 0
        var group: (frame: Int, column: Int, count: Int)?
        var end: (column: Int, symbol: Character)?
        for (index, symbol) in marbles.enumerated() {
            let column = index + 1
            func fail(_ rule: String) -> MarbleSyntaxError {
                MarbleSyntaxError(marbles: marbles, column: column, rule: rule)
            }
            switch symbol {
            case " ":
                continue
            case "-":
                if group != nil {
                    throw fail("`-` inside a group: a group `( )` is one frame, so it holds events only")
                }
            case "(":
                if let open = group {
                    throw fail("a group inside a group (the one opened at column \(open.column) is not closed)")
                }
                group = (frame, column, 0)
            case ")":
                guard let open = group else {
                    throw fail("`)` closes no group")
                }
                if open.count == 0 {
                    throw fail("an empty group `()`: a group holds at least one event")
                }
                group = nil
            case "^":
                if !allowsSubscription {
                    throw fail("`^` in a line that is not a hot source's: only a hot source marks the frame it is subscribed at (a cold source's first column already is its subscription)")
                }
                if group != nil {
                    throw fail("`^` inside a group: a group holds events only")
                }
                if scanned.subscriptionFrame != nil {
                    throw fail("a second `^`: a hot source's line marks one subscription frame")
                }
                scanned.subscriptionFrame = frame
            case "|", "#":
                if let end {
                    throw fail("two terminal events: the sequence already ended with `\(end.symbol)` at column \(end.column), and ends once")
                }
                end = (column, symbol)
                scanned.marks.append(Mark(frame: group?.frame ?? frame, column: column, kind: symbol == "|" ? .completed : .error))
                group?.count += 1
            default:
                guard symbol.isLetter || symbol.isNumber, symbol.isASCII else {
                    throw fail("unknown symbol `\(symbol)`: a marble line has \(symbols)")
                }
                if let end {
                    throw fail("an element after `\(end.symbol)` (column \(end.column)): nothing follows the end of a sequence")
                }
                scanned.marks.append(Mark(frame: group?.frame ?? frame, column: column, kind: .element(symbol)))
                group?.count += 1
            }
            // Every character but a space takes a frame, a group's parentheses and contents
            // included, so lines written under each other stay aligned.
            frame += 1
        }
        if let open = group {
            throw MarbleSyntaxError(marbles: marbles, column: open.column, rule: "a group opened here is never closed with `)`")
        }
        return scanned
    }
}
// endregion: Marbles

/// The error a marble line's `#` stands for by default: it prints as its message.
public struct MarbleError: Error, Equatable, CustomStringConvertible {
    /// The text the error prints as.
    public let message: String

    /// Creates an error that prints as `message`.
    ///
    /// - Parameter message: The text the error prints as.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
#endif
