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
