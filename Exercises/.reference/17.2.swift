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

// Why: flatMapFirst refuses b before calling the selector, since a's inner is running; once a
// completes it is idle, so c is mapped and subscribed, and b's elements never reach anyone.
// concatMap calls the selector for every element as it arrives, but subscribes b only when a
// completes and c only when b completes: what a hot inner sends while it waits (2, then 4) is
// lost. See Chapters/17-ManyInners/README.md, sections "`flatMapFirst`: drop while busy" and
// "A waiting queue: `merge(maxConcurrent:)`, `concat()`, `concatMap`".
/// With flatMapFirst: the selector's calls, and what the observer receives.
let flatMapFirstSelected: [String] = ["a", "c"]
let flatMapFirstReceived: [Int] = [1, 4, 5]

/// With concatMap: the selector's calls, and what the observer receives.
let concatMapSelected: [String] = ["a", "b", "c"]
let concatMapReceived: [Int] = [1, 3, 5]
