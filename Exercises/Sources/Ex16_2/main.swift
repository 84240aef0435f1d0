// The checks of exercise 16.2. Run them with: swift run rxbook check 16.2
import ExerciseKit
@testable import RxReading

struct Failed: Error {}

/// A source with no sink of its own: it keeps its observers and ignores disposal, so what it
/// sends reaches them however late (as an event already under way on another thread would).
final class Stubborn<Element>: Observable<Element> {
    var observers: [AnyObserver<Element>] = []
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        observers.append(observer)
        return Disposables.create()
    }
}

ExerciseCheck.run("16.2", "a flatMapLatest of your own") { check in
    // Only the current inner is heard, and the old one is disposed before the new one starts.
    var log: [String] = []
    let outer = PublishSubject<Int>()
    let inners = [1: PublishSubject<String>(), 2: PublishSubject<String>()]
    let received = EventLog<String>()
    var subscription = outer
        .latest { n in
            Observable<String>.create { observer in
                log.append("subscribe \(n)")
                let reading = inners[n]!.subscribe(observer)
                return Disposables.create { log.append("dispose \(n)"); reading.dispose() }
            }
        }
        .subscribe(received)
    outer.onNext(1)
    inners[1]!.onNext("a")
    outer.onNext(2)
    inners[1]!.onNext("b")
    inners[2]!.onNext("c")
    try check.equal(received.events, ["next(a)", "next(c)"], "only the current inner's elements reach the observer")
    try check.equal(log, ["subscribe 1", "dispose 1", "subscribe 2"], "the old inner is disposed before the new one is subscribed")
    outer.onCompleted()
    try check.equal(received.events, ["next(a)", "next(c)"], "the outer completing does not complete the result while the current inner runs")
    inners[2]!.onCompleted()
    try check.equal(received.events, ["next(a)", "next(c)", "completed"], "the result completes when the current inner completes after the outer")
    subscription.dispose()

    // An inner completing while the outer runs does not complete the result.
    let outer2 = PublishSubject<Int>()
    let received2 = EventLog<Int>()
    subscription = outer2.latest { Observable.just($0) }.subscribe(received2)
    outer2.onNext(1)
    try check.equal(received2.events, ["next(1)"], "an inner that completes while the outer runs does not complete the result")
    outer2.onCompleted()
    try check.equal(received2.events, ["next(1)", "completed"], "the result completes when the outer completes after the current inner")
    subscription.dispose()

    // A replaced inner that keeps sending is not heard.
    let stubborn = Stubborn<String>()
    let current = PublishSubject<String>()
    let outer3 = PublishSubject<Int>()
    let received3 = EventLog<String>()
    subscription = outer3.latest { $0 == 1 ? stubborn : current.asObservable() }.subscribe(received3)
    outer3.onNext(1)
    outer3.onNext(2)
    stubborn.observers[0].onNext("too late")
    stubborn.observers[0].onCompleted()
    current.onNext("current")
    try check.equal(received3.events, ["next(current)"], "a replaced inner that ignores disposal and keeps sending is not heard")
    outer3.onCompleted()
    try check.equal(received3.events, ["next(current)"], "a replaced inner's completion does not count as the current inner's")
    stubborn.observers = []
    subscription.dispose()

    // Errors.
    let outer4 = PublishSubject<Int>()
    let inner4 = PublishSubject<Int>()
    let received4 = EventLog<Int>()
    subscription = outer4.latest { _ in inner4.asObservable() }.subscribe(received4)
    outer4.onNext(1)
    inner4.onError(Failed())
    try check.that(received4.events.first?.hasPrefix("error") == true, "an error from the current inner ends the result",
                   otherwise: "the observer received \(received4.events)")
    subscription.dispose()

    let outer5 = PublishSubject<Int>()
    let received5 = EventLog<Int>()
    subscription = outer5.latest { _ in Observable<Int>.never() }.subscribe(received5)
    outer5.onNext(1)
    outer5.onError(Failed())
    try check.that(received5.events.first?.hasPrefix("error") == true, "an error from the outer ends the result",
                   otherwise: "the observer received \(received5.events)")
    subscription.dispose()
}
