#if CH12
// The reverse of reading a marble line: a recorded history, or a source's subscriptions, drawn
// as one, and the comparison of a history with the line a test expects.

/// Which key draws which element in one diagram: the key the caller's `values` gives it, else
/// the element itself when it prints as one letter or digit, else the next free letter, listed
/// in the legend. Elements are matched by how they print, so equal elements share a key.
struct MarbleKeys {
    private var byText: [String: Character] = [:]
    private var taken: [Character: String] = [:]
    private(set) var legend: [String] = []
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    init<Element>(values: [Character: Element]) {
        for key in values.keys.sorted() {
            let text = "\(values[key]!)"
            if byText[text] == nil {
                byText[text] = key
            }
            taken[key] = text
        }
    }

    /// The key of an element printed as `text`, assigning one the first time.
    mutating func key(for text: String) -> Character {
        if let known = byText[text] {
            note(known, text)
            return known
        }
        let key: Character
        if text.count == 1, let only = text.first, only.isASCII, only.isLetter || only.isNumber, taken[only] == nil {
            key = only
        } else {
            // Past 52 distinct long elements the keys run out, and `?` stands for the rest; a
            // diagram that busy is no longer one to read.
            key = Self.alphabet.first { taken[$0] == nil } ?? "?"
        }
        byText[text] = key
        taken[key] = text
        note(key, text)
        return key
    }

    mutating func noteError(_ text: String) {
        let entry = "# = \(text)"
        if !legend.contains(entry) {
            legend.append(entry)
        }
    }

    private mutating func note(_ key: Character, _ text: String) {
        guard String(key) != text else { return }
        let entry = "\(key) = \(text)"
        if !legend.contains(entry) {
            legend.append(entry)
        }
    }
}

// region: MarblesDrawing
extension Marbles {
    /// The frame a time falls in, counted from `origin` (rounding down, also before it).
    static func frameIndex(of time: TestTime, origin: TestTime) -> Int {
        let offset = time - origin
        return offset >= 0 ? offset / ticksPerFrame : -((-offset + ticksPerFrame - 1) / ticksPerFrame)
    }

    /// Draws a recorded history as a marble line whose first frame is at `origin`: each event in
    /// the frame its time falls in, events of one frame as a group, `frames` (when given) the
    /// line's length at least. A key from `values` draws its element; other elements draw
    /// themselves when they print as one letter or digit, or get a key in the legend.
    ///
    /// - Parameters:
    ///   - events: The recorded history to draw.
    ///   - values: Keys to draw given elements with.
    ///   - origin: The virtual time of the first frame; 200 unless given.
    ///   - frames: The line's length at least, in frames; `nil` ends it at its last symbol.
    /// - Returns: The line, its legend and notes, and the exact time of each symbol.
    public static func line<Element>(
        _ events: [Recorded<Event<Element>>],
        values: [Character: Element] = [:],
        origin: TestTime = origin,
        frames: Int? = nil
    ) -> MarbleLine {
        var keys = MarbleKeys(values: values)
        return line(events, keys: &keys, origin: origin, frames: frames)
    }

    static func line<Element>(
        _ events: [Recorded<Event<Element>>],
        keys: inout MarbleKeys,
        origin: TestTime,
        frames: Int?
    ) -> MarbleLine {
        var notes: [String] = []
        // (frame, symbols) in order of time.
        var groups: [(frame: Int, symbols: [Character])] = []
        var marks: [MarbleMark] = []
        for recorded in events {
            let symbol: Character
            switch recorded.value {
            case let .next(element): symbol = keys.key(for: "\(element)")
            case .completed: symbol = "|"
            case let .error(error):
                symbol = "#"
                keys.noteError("\(error)")
            }
            let frame = frameIndex(of: recorded.time, origin: origin)
            if frame < 0 {
                notes.append("\(symbol) at tick \(recorded.time) is before the line's first frame (tick \(origin)) and is not drawn")
                continue
            }
            let into = recorded.time - origin - frame * ticksPerFrame
            if into != 0 {
                notes.append("\(symbol) is at tick \(recorded.time), \(into) tick\(into == 1 ? "" : "s") into frame \(frame)")
            }
            marks.append(MarbleMark(time: recorded.time, symbol: symbol))
            if let last = groups.last, last.frame == frame {
                groups[groups.count - 1].symbols.append(symbol)
            } else {
                groups.append((frame, [symbol]))
            }
        }
        var text = ""
        for group in groups {
            if text.count > group.frame {
                notes.append("\(String(group.symbols)) belongs to frame \(group.frame) but is drawn at frame \(text.count), after the group before it")
            }
            text += String(repeating: "-", count: max(0, group.frame - text.count))
            text += group.symbols.count == 1 ? String(group.symbols) : "(\(String(group.symbols)))"
        }
        if let frames, text.count < frames {
            text += String(repeating: "-", count: frames - text.count)
        }
        return MarbleLine(marbles: text, legend: keys.legend, notes: notes, marks: marks)
    }

    /// Draws one subscription as RxJS does: `^` the frame it began, `!` the frame it ended
    /// (none while it lasts), `(^!)` when both fall in one frame.
    ///
    /// - Parameters:
    ///   - subscription: The subscription to draw.
    ///   - origin: The virtual time of the first frame; 200 unless given.
    ///   - frames: The line's length at least, in frames; `nil` ends it at its last symbol.
    /// - Returns: The line, with the exact time of each symbol.
    public static func line(_ subscription: Subscription, origin: TestTime = origin, frames: Int? = nil) -> MarbleLine {
        var notes: [String] = []
        var marks: [(frame: Int, symbol: Character)] = []
        var drawn: [MarbleMark] = []
        let ends = subscription.unsubscribe == Int.max ? [] : [(subscription.unsubscribe, Character("!"), "unsubscribed")]
        for (time, symbol, what) in [(subscription.subscribe, Character("^"), "subscribed")] + ends {
            let frame = frameIndex(of: time, origin: origin)
            if frame < 0 {
                notes.append("\(what) at tick \(time), before the line's first frame (tick \(origin)): not drawn")
                continue
            }
            let into = time - origin - frame * ticksPerFrame
            if into != 0 {
                notes.append("\(what) at tick \(time), \(into) tick\(into == 1 ? "" : "s") into frame \(frame)")
            }
            marks.append((frame, symbol))
            drawn.append(MarbleMark(time: time, symbol: symbol))
        }
        var text = ""
        if marks.count == 2, marks[0].frame == marks[1].frame {
            text = String(repeating: "-", count: marks[0].frame) + "(^!)"
        } else {
            for mark in marks {
                text += String(repeating: "-", count: max(0, mark.frame - text.count)) + String(mark.symbol)
            }
        }
        if let frames, text.count < frames {
            text += String(repeating: "-", count: frames - text.count)
        }
        return MarbleLine(marbles: text, notes: notes, marks: drawn)
    }
}
// endregion: MarblesDrawing

// region: MarblesComparison
extension Marbles {
    /// The first time at which two histories differ, with the events each has at that time
    /// (in order), or nil when they are the same.
    private static func firstDifference<Element: Equatable>(
        _ expected: [Recorded<Event<Element>>], _ actual: [Recorded<Event<Element>>]
    ) -> (time: TestTime, expected: [Event<Element>], actual: [Event<Element>])? {
        let times = Set(expected.map(\.time) + actual.map(\.time)).sorted()
        for time in times {
            let left = expected.filter { $0.time == time }.map(\.value)
            let right = actual.filter { $0.time == time }.map(\.value)
            if left != right {
                return (time, left, right)
            }
        }
        return nil
    }

    private static func describe<Element>(_ events: [Event<Element>]) -> String {
        events.isEmpty ? "nothing" : events.map(\.debugDescription).joined(separator: ", ")
    }

    /// How a recorded history differs from the marble line `expected` (read as `.observed`,
    /// first frame at `origin`), or nil when they are the same: the two lines drawn under each
    /// other, a caret under the first frame that differs with what each has there, the legend,
    /// and the actual line's notes.
    ///
    /// - Parameters:
    ///   - events: The recorded history.
    ///   - expected: The marble line it should be.
    ///   - values: The element each key of the line stands for; a key it lacks is an error.
    ///   - error: The error a `#` stands for.
    ///   - origin: The virtual time of the first frame; 200 unless given.
    /// - Returns: The drawing of the difference, or `nil` when there is none.
    /// - Throws: `MarbleSyntaxError` when `expected` is not a marble line.
    public static func difference<Element: Equatable>(
        between events: [Recorded<Event<Element>>],
        and expected: String,
        values: [Character: Element] = [:],
        error: Swift.Error = defaultError,
        origin: TestTime = origin
    ) throws -> String? {
        let wanted = try self.events(expected, .observed, values: values, error: error, origin: origin)
        guard let first = firstDifference(wanted, events) else { return nil }
        var keys = MarbleKeys(values: values)
        let expectedLine = line(wanted, keys: &keys, origin: origin, frames: nil)
        let actualLine = line(events, keys: &keys, origin: origin, frames: nil)
        let frame = frameIndex(of: first.time, origin: origin)
        var lines = [
            "expected: \(expectedLine.marbles)",
            "actual:   \(actualLine.marbles)",
            String(repeating: " ", count: 10 + max(0, frame)) + "^ frame \(frame) (tick \(first.time)): expected \(describe(first.expected)), actual \(describe(first.actual))",
        ]
        if !keys.legend.isEmpty {
            lines.append("where " + keys.legend.joined(separator: ", "))
        }
        lines += actualLine.notes.map { "actual: \($0)" }
        return lines.joined(separator: "\n")
    }

    /// For a learner's prediction: nil when the marble line `prediction` is what was recorded,
    /// else the prediction with a caret under its first wrong frame and what kind of mistake is
    /// there, never what the right answer is.
    ///
    /// - Parameters:
    ///   - prediction: The learner's marble line.
    ///   - events: The recorded history to check it against.
    ///   - values: The element each key of the line stands for; a key it lacks is an error.
    ///   - error: The error a `#` stands for.
    ///   - origin: The virtual time of the first frame; 200 unless given.
    /// - Returns: The marked prediction, or `nil` when it is right.
    /// - Throws: `MarbleSyntaxError` when `prediction` is not a marble line.
    public static func firstWrongFrame<Element: Equatable>(
        of prediction: String,
        against events: [Recorded<Event<Element>>],
        values: [Character: Element] = [:],
        error: Swift.Error = defaultError,
        origin: TestTime = origin
    ) throws -> String? {
        let predicted = try self.events(prediction, .observed, values: values, error: error, origin: origin)
        guard let first = firstDifference(predicted, events) else { return nil }
        var keys = MarbleKeys(values: values)
        let drawn = line(predicted, keys: &keys, origin: origin, frames: nil)
        let frame = frameIndex(of: first.time, origin: origin)
        let what: String
        if first.expected.isEmpty {
            what = "your line has nothing here, but something happens in this frame"
        } else if first.actual.isEmpty {
            what = "your line has \(describe(first.expected)) here, but nothing happens at this time"
        } else {
            what = "your line has \(describe(first.expected)) here, but something else happens at this time"
        }
        return [
            "your line: \(drawn.marbles)",
            String(repeating: " ", count: 11 + max(0, frame)) + "^ frame \(frame) (tick \(first.time)): \(what)",
        ].joined(separator: "\n")
    }
}
// endregion: MarblesComparison

extension TestableObserver {
    /// The events recorded so far as a marble line whose first frame is `origin` (200, where
    /// `start()` subscribes); see `Marbles.line`.
    ///
    /// - Parameters:
    ///   - values: Keys to draw given elements with.
    ///   - origin: The virtual time of the first frame; 200 unless given.
    ///   - frames: The line's length at least, in frames; `nil` ends it at its last symbol.
    /// - Returns: The recorded events as a marble line.
    public func marbles(values: [Character: Element] = [:], origin: TestTime = Marbles.origin, frames: Int? = nil) -> MarbleLine {
        Marbles.line(events, values: values, origin: origin, frames: frames)
    }
}

extension TestableObservable {
    /// Each subscription to this source as a marble line (`^` subscribed, `!` unsubscribed),
    /// first frame at `origin`.
    ///
    /// - Parameters:
    ///   - origin: The virtual time of the first frame; 200 unless given.
    ///   - frames: The line's length at least, in frames; `nil` ends it at its last symbol.
    /// - Returns: One line per subscription, in order.
    public func subscriptionMarbles(origin: TestTime = Marbles.origin, frames: Int? = nil) -> [MarbleLine] {
        subscriptions.map { Marbles.line($0, origin: origin, frames: frames) }
    }
}
#endif
