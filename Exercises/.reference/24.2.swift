// Exercise 24.2 (predict): two `do`s around a synchronous source. A reference answer.
// Practises chapter 24, section "`do`: nine hooks, and when each runs".
//
// Subscribing goes up: the outer onSubscribe, then the inner. `just` sends while the inner
// `do` is still subscribing, so the events come down through both before any run closure has
// returned: each `after` hook runs once everything below it has returned. Each sink disposes
// itself at the completion, but its SinkDisposer has no subscription yet; the run closures
// return innermost first, each running its `onSubscribed`, and its SinkDisposer then disposes
// the subscription it is handed, which runs `onDispose`.

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
