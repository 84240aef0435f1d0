// Exercise 03.2 (predict): what AnonymousObserver and AnyObserver deliver after completed.
// Practises chapter 03, "Observers": AnonymousObserver inherits ObserverBase's stop-once rule;
// AnyObserver only forwards.
//
// The checks build two observers around the same kind of logging closure:
//
//     let anonymous = AnonymousObserver<Int> { event in log("anonymous \(event)") }
//     let any = AnyObserver<Int> { event in log("any \(event)") }
//
// and send each of these four events to `anonymous` first, then to `any`:
//
//     .next(1)   .completed   .next(2)   .error(late)
//
// Write down every line that gets logged, in order, for example "anonymous next(1)". An error
// logs as `error(late)`.
//
// Check it: swift run rxbook check 03.2     Stuck? swift run rxbook hint 03.2

// Why: `AnonymousObserver` inherits `ObserverBase`, which lets one terminal event through and
// then drops everything, so "anonymous" logs nothing after `completed`. `AnyObserver` only forwards
// each event to its closure, with no state of its own, so it logs all four. See
// Chapters/03-Observers/README.md, sections "`ObserverBase`: keeping the grammar once" and
// "`AnyObserver`: one type for every observer".
/// Every logged line, in order.
let prediction: [String] = [
    "anonymous next(1)",
    "any next(1)",
    "anonymous completed",
    "any completed",
    "any next(2)",
    "any error(late)",
]
