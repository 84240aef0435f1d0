// Exercise 13.1 (predict): two subscribe(on:) in one chain.
// Practises chapter 13, "subscribe(on:)": subscribing is itself scheduled. When a chain holds
// two subscribe(on:), which of them decides where the source is subscribed, and where do the
// operators and the observer downstream then run?
//
// The checks use two serial schedulers whose queues are named "alpha" and "beta", and note
// where each closure runs ("alpha", "beta", or "main" for the checks' own thread):
//
//     source = Observable<Int>.create { observer in note("create"); observer.onNext(1); ... }
//     first chain:  source.subscribe(on: alpha).subscribe(on: beta).subscribe(onNext: { note("onNext") })
//     second chain: source.subscribe(on: beta).map { note("map"); ... }.subscribe(on: alpha)
//                         .subscribe(onNext: { note("onNext") })
//
// For each chain, write down where each closure runs, in the order listed:
// the first chain's ["create", "onNext"], the second chain's ["create", "map", "onNext"].
// Work it out from SubscribeOn.swift.
//
// Check it: swift run rxbook check 13.1     Stuck? swift run rxbook hint 13.1
@testable import RxReading

/// Where the first chain's create closure and onNext run ("alpha", "beta" or "main").
let predictedFirstChain: [String] = []

/// Where the second chain's create closure, map closure and onNext run.
let predictedSecondChain: [String] = []
