// Exercise 24.2 (predict): two `do`s around a synchronous source.
// Practises chapter 24, section "`do`: nine hooks, and when each runs".
//
// `note` appends its line to a log. Predict the log, line by line, for this chain, where `just`
// sends its element and completes while it is being subscribed:
//
//     Observable.just(1)
//         .do(onNext: { note("inner onNext \($0)") }, afterNext: { note("inner afterNext \($0)") },
//             onCompleted: { note("inner onCompleted") }, afterCompleted: { note("inner afterCompleted") },
//             onSubscribe: { note("inner onSubscribe") }, onSubscribed: { note("inner onSubscribed") },
//             onDispose: { note("inner onDispose") })
//         .map { $0 * 10 }
//         .do(onNext: { note("outer onNext \($0)") }, afterNext: { note("outer afterNext \($0)") },
//             onCompleted: { note("outer onCompleted") }, afterCompleted: { note("outer afterCompleted") },
//             onSubscribe: { note("outer onSubscribe") }, onSubscribed: { note("outer onSubscribed") },
//             onDispose: { note("outer onDispose") })
//         .subscribe(onNext: { note("subscriber onNext \($0)") },
//                    onCompleted: { note("subscriber onCompleted") },
//                    onDisposed: { note("subscriber onDisposed") })
//
// Write each line exactly as `note` writes it ("inner onNext 1", "subscriber onCompleted").
// Work it out from Listings 24.2 and 24.3, and chapter 06's SinkDisposer.
//
// Check it: swift run rxbook check 24.2     Stuck? swift run rxbook hint 24.2

// Why: subscribing goes up the chain, so the outer onSubscribe runs first; `just` sends while the
// inner `do` is still subscribing, so both events come down through both `do`s before any run
// closure has returned, and each `after` hook runs once everything below it has returned. Each
// sink disposes itself at the completion, but its SinkDisposer has no subscription yet; the run
// closures return innermost first, each running `onSubscribed`, and its SinkDisposer then
// disposes the subscription it is handed, which runs `onDispose`. See
// Chapters/24-SideEffectsAndLifetimes/README.md, section "`do`: nine hooks, and when each runs".

let predictedLog: [String] = [
    "outer onSubscribe",
    "inner onSubscribe",
    "inner onNext 1",
    "outer onNext 10",
    "subscriber onNext 10",
    "outer afterNext 10",
    "inner afterNext 1",
    "inner onCompleted",
    "outer onCompleted",
    "subscriber onCompleted",
    "subscriber onDisposed",
    "outer afterCompleted",
    "inner afterCompleted",
    "inner onSubscribed",
    "inner onDispose",
    "outer onSubscribed",
    "outer onDispose",
]
