import RxReading
import RxReadingTest

// RxTest 6.5 has no marble strings of its own: RxSwift's own tests and its example app each carry
// a small parser, and apps that like marbles write theirs. This is ours, over RxTest's `Recorded`.

/// The events a marble line draws, one character a frame of `frame` virtual ticks from time 0:
/// `-` nothing, a character of `values` that value, `|` completed, `#` an error.
///
///     marbles("-a--b|", ["a": 1, "b": 2])   // next(100, 1), next(400, 2), completed(500)
func marbles<T>(_ line: String, _ values: [Character: T] = [:], frame: TestTime = 100) -> [Recorded<Event<T>>] {
    line.enumerated().compactMap { column, character in
        let time = column * frame
        switch character {
        case "-": return nil
        case "|": return .completed(time)
        case "#": return .error(time, MarbleError())
        default:
            guard let value = values[character] else { fatalError("no value for \"\(character)\" in \(line)") }
            return .next(time, value)
        }
    }
}

struct MarbleError: Error, Equatable {}
