// Exercise 17.2 (predict): what flatMapFirst drops and what concatMap loses.
// Practises chapter 17, sections "`flatMapFirst`: drop while busy" and "A waiting queue":
// when the selector runs, and what an inner that is not subscribed yet misses.
//
// The checks run this script twice, once with `operator` = flatMapFirst and once with
// `operator` = concatMap. `a`, `b` and `c` are PublishSubjects, and the selector logs its
// argument, then returns the subject of that name:
//
//     outer.operator { name in selected.append(name); return subjects[name] }.subscribe(observer)
//     outer.onNext("a")
//     outer.onNext("b")
//     a.onNext(1)
//     b.onNext(2)
//     a.onCompleted()
//     b.onNext(3)
//     outer.onNext("c")
//     c.onNext(4)
//     b.onCompleted()
//     c.onNext(5)
//
// Write down, for each, the names the selector was called with, in order, and the elements the
// observer receives. Work it out from Merge.swift and MergeLimited.swift.
//
// Check it: swift run rxbook check 17.2     Stuck? swift run rxbook hint 17.2
@testable import RxReading

/// With flatMapFirst: the selector's calls, and what the observer receives.
let flatMapFirstSelected: [String] = []
let flatMapFirstReceived: [Int] = []

/// With concatMap: the selector's calls, and what the observer receives.
let concatMapSelected: [String] = []
let concatMapReceived: [Int] = []
