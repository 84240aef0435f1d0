// Exercise 15.1 (predict): what a late subscriber receives.
// Practises chapter 15, "Subjects: hot sources": PublishSubject and BehaviorSubject, subscribing
// late, and subscribing after the end.
//
// The checks run this script twice, once with `subject = PublishSubject<Int>()` and once with
// `subject = BehaviorSubject<Int>(value: 0)`:
//
//     subject.onNext(1)
//     subject.subscribe(early)
//     subject.onNext(2)
//     subject.subscribe(late)
//     subject.onNext(3)
//     subject.onCompleted()
//     subject.subscribe(afterEnd)
//
// Write down what each of the three observers receives, as the library prints events:
// "next(1)", "completed". Work it out from PublishSubject.swift and BehaviorSubject.swift.
//
// Check it: swift run rxbook check 15.1     Stuck? swift run rxbook hint 15.1
@testable import RxReading

// Why: a PublishSubject sends a subscriber only what comes after it subscribed; a BehaviorSubject
// first replays its current value (1 for early, 2 for late), then the same. After the end, both
// send only the terminal event: a BehaviorSubject replays no value once completed. See
// Chapters/15-Subjects/README.md, sections "`PublishSubject`" and "`BehaviorSubject`: a current
// value, replayed outside the lock".
/// With a PublishSubject: what `early`, `late` and `afterEnd` receive.
let publishEarly: [String] = ["next(2)", "next(3)", "completed"]
let publishLate: [String] = ["next(3)", "completed"]
let publishAfterEnd: [String] = ["completed"]

/// With a BehaviorSubject(value: 0): what `early`, `late` and `afterEnd` receive.
let behaviorEarly: [String] = ["next(1)", "next(2)", "next(3)", "completed"]
let behaviorLate: [String] = ["next(2)", "next(3)", "completed"]
let behaviorAfterEnd: [String] = ["completed"]
