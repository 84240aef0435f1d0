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

/// With a PublishSubject: what `early`, `late` and `afterEnd` receive.
let publishEarly: [String] = []
let publishLate: [String] = []
let publishAfterEnd: [String] = []

/// With a BehaviorSubject(value: 0): what `early`, `late` and `afterEnd` receive.
let behaviorEarly: [String] = []
let behaviorLate: [String] = []
let behaviorAfterEnd: [String] = []
