// The checks of exercise 17.2. Run them with: swift run rxbook check 17.2
import ExerciseKit
@testable import RxReading

/// Runs the script of Exercise.swift with flatMapFirst or concatMap; returns the selector's calls
/// and the elements received, as text.
func script(concat: Bool) -> (selected: [String], received: [String]) {
    let outer = PublishSubject<String>()
    let subjects = ["a": PublishSubject<Int>(), "b": PublishSubject<Int>(), "c": PublishSubject<Int>()]
    var selected: [String] = []
    var received: [String] = []
    let selector = { (name: String) -> Observable<Int> in
        selected.append(name)
        return subjects[name]!.asObservable()
    }
    let mapped = concat ? outer.concatMap(selector) : outer.flatMapFirst(selector)
    let subscription = mapped.subscribe(onNext: { received.append(String($0)) })
    outer.onNext("a")
    outer.onNext("b")
    subjects["a"]!.onNext(1)
    subjects["b"]!.onNext(2)
    subjects["a"]!.onCompleted()
    subjects["b"]!.onNext(3)
    outer.onNext("c")
    subjects["c"]!.onNext(4)
    subjects["b"]!.onCompleted()
    subjects["c"]!.onNext(5)
    subscription.dispose()
    return (selected, received)
}

ExerciseCheck.run("17.2", "what flatMapFirst drops and what concatMap loses") { check in
    let first = script(concat: false)
    try check.prediction(flatMapFirstSelected, matches: first.selected, "flatMapFirst: the names the selector is called with")
    try check.prediction(flatMapFirstReceived.map(String.init), matches: first.received, "flatMapFirst: the elements the observer receives")
    let concat = script(concat: true)
    try check.prediction(concatMapSelected, matches: concat.selected, "concatMap: the names the selector is called with")
    try check.prediction(concatMapReceived.map(String.init), matches: concat.received, "concatMap: the elements the observer receives")
}
