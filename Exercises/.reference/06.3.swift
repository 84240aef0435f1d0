// Exercise 06.3 (predict): SinkDisposer when dispose comes first.
// Practises chapter 06, "Sink, Producer, SinkDisposer": SinkDisposer's two flags, and what it
// does when the subscription is disposed before Producer has handed it the sink and the
// subscription (a source that finishes while `run` is still running).
//
// The checks subscribe to two Producers. Each one's `run` returns a `sink` and a `subscription`
// that log "<name> sink disposed" and "<name> subscription disposed" when disposed. The checks
// log a line after each call returns:
//
//   A: run returns at once.
//      subscribe(...)                  -> logs "A: subscribe returned"
//      dispose() on what it returned   -> logs "A: dispose returned"
//      dispose() again                 -> logs "A: dispose returned"
//   B: run first calls cancel.dispose() (as a sink does when it completes) and logs
//      "B: cancel.dispose() returned", then returns.
//      subscribe(...)                  -> logs "B: subscribe returned"
//      dispose() on what it returned   -> logs "B: dispose returned"
//
// Write down every logged line, in order, A then B.
//
// Check it: swift run rxbook check 06.3     Stuck? swift run rxbook hint 06.3

// Why: SinkDisposer disposes the sink, then the subscription, once, however often it is asked.
// When `dispose()` comes before `run` has returned them (B), it only records the request; then
// `setSinkAndSubscription` finds it disposed and disposes both before `subscribe` returns, and the
// later `dispose()` does nothing. See Chapters/06-SinkProducerSinkDisposer/README.md, section
// "Dispose before set: `SinkDisposer`".
/// Every logged line, in order.
let prediction: [String] = [
    "A: subscribe returned",
    "A sink disposed",
    "A subscription disposed",
    "A: dispose returned",
    "A: dispose returned",
    "B: cancel.dispose() returned",
    "B sink disposed",
    "B subscription disposed",
    "B: subscribe returned",
    "B: dispose returned",
]
