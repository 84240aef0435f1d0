// Exercise 19.2 (predict): four operators, one source that completes without sending.
// Practises chapter 19, sections "combineLatest", "zip" and "withLatestFrom": the rules for
// completing, and a source that completes without ever sending (RxSwift #2317).
//
// `a` and `b` are PublishSubjects. The checks subscribe to one operator at a time and run:
//
//     a.onNext(1)
//     b.onCompleted()
//     a.onNext(2)
//     a.onCompleted()
//
// and log each event the operator sends, prefixed by the step during which it came, for
// example "a.onNext(2): next(3)" or "b.onCompleted(): completed". Write down each log, for
//
//     Observable.combineLatest(a, b) { $0 + $1 }
//     Observable.zip(a, b) { $0 + $1 }
//     Observable.zip([a, b]) { $0.reduce(0, +) }      (b is a PublishSubject<Int> here)
//     a.withLatestFrom(b) { $0 + $1 }
//
// Work it out from CombineLatestSink.swift, ZipSink.swift and WithLatestFrom.swift.
//
// Check it: swift run rxbook check 19.2     Stuck? swift run rxbook hint 19.2
@testable import RxReading

let combineLatestLog: [String] = []
let zipLog: [String] = []
let zipCollectionLog: [String] = []
let withLatestFromLog: [String] = []
