// The checks of exercise 15.1. Run them with: swift run rxbook check 15.1
import ExerciseKit
@testable import RxReading

/// Runs the script of Exercise.swift on `subject`; returns what early, late and afterEnd received.
func script<Subject: ObservableType & ObserverType>(_ subject: Subject) -> [[String]] where Subject.Element == Int {
    let early = EventLog<Int>(), late = EventLog<Int>(), afterEnd = EventLog<Int>()
    subject.onNext(1)
    _ = subject.subscribe(early)
    subject.onNext(2)
    _ = subject.subscribe(late)
    subject.onNext(3)
    subject.onCompleted()
    _ = subject.subscribe(afterEnd)
    return [early.events, late.events, afterEnd.events]
}

ExerciseCheck.run("15.1", "what a late subscriber receives") { check in
    let publish = script(PublishSubject<Int>())
    try check.prediction(publishEarly, matches: publish[0], "PublishSubject: what the early subscriber receives")
    try check.prediction(publishLate, matches: publish[1], "PublishSubject: what the late subscriber receives")
    try check.prediction(publishAfterEnd, matches: publish[2], "PublishSubject: what a subscriber after the end receives")
    let behavior = script(BehaviorSubject<Int>(value: 0))
    try check.prediction(behaviorEarly, matches: behavior[0], "BehaviorSubject: what the early subscriber receives")
    try check.prediction(behaviorLate, matches: behavior[1], "BehaviorSubject: what the late subscriber receives")
    try check.prediction(behaviorAfterEnd, matches: behavior[2], "BehaviorSubject: what a subscriber after the end receives")
}
