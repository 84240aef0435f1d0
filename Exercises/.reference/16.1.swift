// Exercise 16.1 (predict): what flatMapLatest subscribes, disposes and delivers.
// Practises chapter 16, "What cancel means" and "When the result ends": the old inner disposed
// before the new one is subscribed, and the result completing when the outer and the current
// inner have both completed.
//
// The checks run this script. Each inner is made with `create`: subscribing it logs
// "subscribe N", its disposable logs "dispose N", and it reads the subject `inners[N]`. The
// observer logs each event as the library prints it: "next(a)", "completed".
//
//     let outer = PublishSubject<Int>()
//     let inners = [1: PublishSubject<String>(), 2: PublishSubject<String>()]
//     outer.flatMapLatest { n in
//         Observable<String>.create { observer in
//             log("subscribe \(n)")
//             let reading = inners[n]!.subscribe(observer)
//             return Disposables.create { log("dispose \(n)"); reading.dispose() }
//         }
//     }
//     .subscribe { event in log("\(event)") }
//
//     outer.onNext(1)
//     inners[1]!.onNext("a")
//     outer.onNext(2)
//     inners[1]!.onNext("b")
//     inners[2]!.onNext("c")
//     outer.onCompleted()
//     inners[2]!.onNext("d")
//     inners[2]!.onCompleted()
//
// Write down every line the log receives, in order. Work it out from Switch.swift.
//
// Check it: swift run rxbook check 16.1     Stuck? swift run rxbook hint 16.1
@testable import RxReading

// Why: the second outer element disposes inner 1 before it subscribes inner 2, so "b" goes to a
// subject inner 1 no longer reads. The outer's completion waits for inner 2; when inner 2
// completes, its own subscription is disposed before the result completes. See
// Chapters/16-OneInnerAtATime/README.md, sections "What cancel means" and "When the result ends".
/// Every line of the log, in the order it is written.
let predictedLog: [String] = [
    "subscribe 1", "next(a)", "dispose 1", "subscribe 2", "next(c)", "next(d)", "dispose 2", "completed",
]
