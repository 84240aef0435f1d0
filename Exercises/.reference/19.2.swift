// Exercise 19.2 (predict): four operators, one source that completes without sending.
// Reference answers.
@testable import RxReading

// Why: b completes without a value, so combineLatest can never combine, yet RxSwift 6.5 notices
// only when another source sends while all the others are done: at a.onNext(2). zip of two waits
// for every source to complete: a.onCompleted(). zip over a collection completes at an element
// that can never be paired once the others are done: a.onNext(2). withLatestFrom drops a's elements
// while b has no value and completes with a alone. See Chapters/19-Combining/README.md, sections
// "combineLatest", "zip" and "withLatestFrom".

// a's first element finds no value of b; b's completion leaves a running; a's second element
// arrives while every other source is done: the one moment combineLatest notices.
let combineLatestLog: [String] = ["a.onNext(2): completed"]
// The two-source zip completes only when both have completed.
let zipLog: [String] = ["a.onCompleted(): completed"]
// Over a collection, an element that arrives while every other source is done and a queue is
// empty ends it.
let zipCollectionLog: [String] = ["a.onNext(2): completed"]
// b never had a value: both elements are dropped; the result ends with a.
let withLatestFromLog: [String] = ["a.onCompleted(): completed"]
