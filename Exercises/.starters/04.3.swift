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

/// Every logged line, in order.
let prediction: [String] = []
