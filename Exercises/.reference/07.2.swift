// Exercise 07.2 (predict): Hello World, line by line.
// Practises chapter 07, "From points to a line": Part I's example followed through create's
// sink, map's sink and the subscriber, and the moment create's disposable is disposed.
//
// The checks run this, with `log` appending a line to a list:
//
//     let subscription = Observable<String>.create { observer in
//         log("create sends Hello World")
//         observer.onNext("Hello World")
//         log("create sends completed")
//         observer.onCompleted()
//         log("create sends Hello again")
//         observer.onNext("Hello again")
//         log("create returns its disposable")
//         return Disposables.create { log("create's disposable disposed") }
//     }
//     .map { text -> String in
//         log("map sees \(text)")
//         return text.uppercased()
//     }
//     .subscribe { event in log("subscriber gets \(event)") }
//     log("subscribe returned")
//     subscription.dispose()
//     log("dispose returned")
//
// Write down every logged line, in order. An event logs as `next(...)` or `completed`.
//
// Check it: swift run rxbook check 07.2     Stuck? swift run rxbook hint 07.2

// Why: everything runs inside `subscribe`, on one thread: each `onNext` goes through map's sink
// to the subscriber before `create` goes on. After `completed`, create's sink is stopped, so
// "Hello again" goes nowhere, and the sink has disposed itself, so the disposable the closure
// returns is disposed the moment it is handed over, before `subscribe` returns. See
// Chapters/07-FromPointsToALine/README.md, section "The life of one chain".
/// Every logged line, in order.
let prediction: [String] = [
    "create sends Hello World",
    "map sees Hello World",
    "subscriber gets next(HELLO WORLD)",
    "create sends completed",
    "subscriber gets completed",
    "create sends Hello again",
    "create returns its disposable",
    "create's disposable disposed",
    "subscribe returned",
    "dispose returned",
]
