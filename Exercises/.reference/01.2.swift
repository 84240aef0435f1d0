// Exercise 01.2 (build): a checker for the event grammar.
// Practises chapter 01, "Events": the grammar next* (error | completed)?, and the queries
// isStopEvent, element, error and isCompleted.
//
// A sequence may send any number of `next` events, then at most one terminal event (`error` or
// `completed`), and nothing after it. Write `obeysGrammar(_:)`, which says whether a recorded
// history follows that rule. An empty history, and one that never terminates, are both legal.
// Use the queries of chapter 01 rather than matching each case by hand.
//
// Check it: swift run rxbook check 01.2     Stuck? swift run rxbook hint 01.2
import RxReading

/// True when `history` is some `next` events followed by at most one terminal event, with
/// nothing after the terminal event.
func obeysGrammar<Element>(_ history: [Event<Element>]) -> Bool {
    var stopped = false
    for event in history {
        if stopped {
            // Anything at all after a terminal event breaks the grammar.
            return false
        }
        stopped = event.isStopEvent
    }
    return true
}
