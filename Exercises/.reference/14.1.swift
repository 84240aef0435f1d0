// Exercise 14.1 (predict): the thread of each closure in a subscribe(on:)/observe(on:) chain.
// Practises chapter 14, "observe(on:)": observe(on:) moves the events below it to its scheduler;
// subscribe(on:) moves the subscribing (chapter 13).
//
// The checks use two serial schedulers whose queues are named "alpha" and "beta", subscribe
// from the main thread ("main"), and note where each closure runs:
//
//     source = Observable<Int>.create { observer in note("create"); observer.onNext(1); ... }
//     first chain:  source.map { note("first map"); ... }
//                         .subscribe(on: alpha)
//                         .observe(on: beta)
//                         .map { note("second map"); ... }
//                         .subscribe(onNext: { note("onNext") })
//     second chain: source.observe(on: beta)
//                         .map { note("map"); ... }
//                         .subscribe(on: alpha)
//                         .subscribe(onNext: { note("onNext") })
//
// For each chain, write down where each closure runs, in the order listed: the first chain's
// ["create", "first map", "second map", "onNext"], the second's ["create", "map", "onNext"].
// Work it out from SubscribeOn.swift and ObserveOn.swift.
//
// Check it: swift run rxbook check 14.1     Stuck? swift run rxbook hint 14.1
@testable import RxReading

// Why: subscribe(on: alpha) moves the subscription up to the source wherever it stands in the
// chain, so `create` runs on alpha in both chains, and whatever is above observe(on:) runs where
// the events are sent (alpha). observe(on: beta) moves each event, so every closure below it runs
// on beta. See Chapters/14-ObserveOn/README.md, section "Four closures, three queues".
/// Where the first chain's create, first map, second map and onNext run ("alpha", "beta", "main").
let predictedFirstChain: [String] = ["alpha", "alpha", "beta", "beta"]

/// Where the second chain's create, map and onNext run.
let predictedSecondChain: [String] = ["alpha", "beta", "beta"]
