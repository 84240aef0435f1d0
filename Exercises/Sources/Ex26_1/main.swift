// The checks of exercise 26.1. Run them with: swift run rxbook check 26.1
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("26.1", "a relay of your own") { check in
    try check.that(!((StateRelay(value: 0) as Any) is any ObserverType),
                   "a StateRelay is not an observer: nothing can send it an error or a completion",
                   expected: "StateRelay without `on(_:)`",
                   otherwise: "StateRelay conforms to ObserverType, so anyone can call onError or onCompleted on it")

    let relay = StateRelay(value: "a")
    let first = EventLog<String>()
    let firstSubscription = relay.subscribe(first)
    try check.equal(first.events, ["next(a)"], "a new subscriber receives the current value at once")

    relay.accept("b")
    try check.equal(first.events, ["next(a)", "next(b)"], "an accepted value goes to every subscriber")
    try check.equal(relay.value, "b", "`value` is the last value accepted")

    let late = EventLog<String>()
    let lateSubscription = relay.subscribe(late)
    try check.equal(late.events, ["next(b)"], "a later subscriber receives the current value, not the ones before it")

    let binding = Observable.of("c", "d").bind(to: relay)
    try check.equal(first.events, ["next(a)", "next(b)", "next(c)", "next(d)"],
                    "bind(to:) accepts each element of the source, and the source's completion does not reach the subscribers")
    relay.accept("e")
    try check.equal(late.events, ["next(b)", "next(c)", "next(d)", "next(e)"],
                    "after the bound source completed, the relay still accepts and delivers")
    binding.dispose()

    var driven: [String] = []
    let driving = relay.asDriver().drive(onNext: { driven.append($0) })
    try check.equal(driven, ["e"], "asDriver() drives the current value at once (on the main thread, with nothing waiting there)")
    relay.accept("f")
    try check.equal(driven, ["e", "f"], "and then every value accepted")
    driving.dispose()
    firstSubscription.dispose()
    lateSubscription.dispose()

    try check.releasesEverything("subscriptions to the relay, disposed, leave nothing alive") {
        let relay = StateRelay(value: 0)
        let subscription = relay.subscribe(onNext: { _ in })
        let binding = Observable.of(1).bind(to: relay)
        subscription.dispose()
        binding.dispose()
    }
}
