// Exercise 04.3 (predict): SerialDisposable replaces, disposes, and refuses.
// Practises chapter 04, "Disposables": SerialDisposable, which holds one disposable at a time,
// disposes the one it replaces, and disposes at once anything set after it is disposed.
//
// The checks make one SerialDisposable and three disposables, A, B and C, each logging
// "<name> disposed" when disposed. They log a line after each step returns:
//
//     serial.disposable = A     -> logs "A set"
//     serial.disposable = B     -> logs "B set"
//     serial.dispose()          -> logs "serial disposed"
//     serial.disposable = C     -> logs "C set"
//     serial.dispose()          -> logs "serial disposed"
//
// Write down every logged line, in order.
//
// Check it: swift run rxbook check 04.3     Stuck? swift run rxbook hint 04.3

// Why: setting a SerialDisposable's disposable disposes the one it replaces before the setter
// returns, so "A disposed" comes before "B set". Once the SerialDisposable is disposed, whatever is
// set after is disposed at once, inside the setter ("C disposed" before "C set"), and a second
// `dispose()` finds nothing left to do. See Chapters/04-Disposables/README.md, section "Slots
// filled later".
/// Every logged line, in order.
let prediction: [String] = [
    "A set",
    "A disposed",
    "B set",
    "B disposed",
    "serial disposed",
    "C disposed",
    "C set",
    "serial disposed",
]
