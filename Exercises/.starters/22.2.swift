// Exercise 22.2 (predict): which thread runs which line.
// Practises chapter 22, section "`for try await` over an observable".
//
// The checks run this program from the main thread, with `source` a serial queue they create:
//
//     let ticks = Observable<Int>.create { observer in
//         note("create")                         // create's closure
//         source.async {
//             for value in 1...3 { observer.onNext(value) }
//             observer.onCompleted()
//         }
//         return Disposables.create()
//     }
//     .map { value -> Int in note("map"); return value * 10 }
//
//     Task {
//         for try await value in ticks.values {
//             note("body")                       // the loop's body
//         }
//         note("after the loop")
//     }
//
// For each of "create", "map", "body" and "after the loop", in that order, predict where it
// runs: "source" (the source queue), "task" (in the task: on a thread of the task's executor,
// neither the source queue nor the main thread) or "main" (the main thread). Work it out from
// Observable+Values.swift: when does reading `values` subscribe, and who calls `yield`?
//
// Check it: swift run rxbook check 22.2     Stuck? swift run rxbook hint 22.2
@testable import RxReading

/// Where "create", "map", "body" and "after the loop" run: "source", "task" or "main".
let predictedPlaces: [String] = []
