// Exercise 21.2 (predict): what runs again, and in which order.
// Practises chapter 21, sections "retry: the same source, subscribed again" and "The price of
// the wait".
//
// `request` prints nothing; it counts its runs and fails every time:
//
//     let request = Observable<Int>.create { observer in
//         runs += 1
//         observer.onError(Failed())
//         return Disposables.create()
//     }
//
// Predict how many times `request` runs for each chain (each starting from runs = 0):
//
//     request.retry(3).catchAndReturn(0)        -> runsRetryThenCatch
//     request.catchAndReturn(0).retry(3)        -> runsCatchThenRetry
//
// and what this prints, in order, where `failsOnce` fails at once on its first subscription
// and sends 1 and completes on every later one:
//
//     Observable.merge(failsOnce.retry(), Observable.just(2)).subscribe(onNext: { print($0) })
//
// Work it out from Catch.swift and TailRecursiveSink.swift (the gate and `run`).
//
// Check it: swift run rxbook check 21.2     Stuck? swift run rxbook hint 21.2
@testable import RxReading

// Why: retry(3) subscribes up to three times before the error reaches catchAndReturn; with the
// catch inside, the first error becomes 0 and completion, so retry never sees an error and the
// request runs once. A retry that fails during its own subscribe waits for the trampoline, so
// merge's just(2) comes first. See Chapters/21-ErrorsAndRepetition/README.md, sections "Where
// `catch` has to sit" and "Ours: a count for a gate, and a wait for the trampoline".

let runsRetryThenCatch = 3
let runsCatchThenRetry = 1
let mergedOrder: [Int] = [2, 1]
