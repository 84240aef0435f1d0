// The checks of exercise 12.1. Run them with: swift run rxbook check 12.1
import ExerciseKit
@testable import RxReading

/// take(2) that forgets to complete.
func neverCompletes(_ source: Observable<Int>) -> Observable<Int> {
    Observable.create { observer in
        source.take(2).subscribe { event in
            if case .completed = event { return }
            observer.on(event)
        }
    }
}

/// take(2) that delivers the right events but, forgetting to dispose itself after completing,
/// stays subscribed to its source until the subscription is disposed.
final class KeepsSourceSink<Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Int {
    var seen = 0

    func on(_ event: Event<Int>) {
        switch event {
        case .next:
            seen += 1
            if seen <= 2 { forwardOn(event) }
            if seen == 2 { forwardOn(.completed) }
        case .error, .completed:
            if seen < 2 { forwardOn(event) }
        }
    }
}

final class KeepsSource: Producer<Int> {
    let source: Observable<Int>

    init(source: Observable<Int>) {
        self.source = source
        super.init { producer, observer, cancel in
            let sink = KeepsSourceSink(observer: observer, cancel: cancel)
            let subscription = unsafeDowncast(producer, to: KeepsSource.self).source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}

func keepsSource(_ source: Observable<Int>) -> Observable<Int> {
    KeepsSource(source: source)
}

/// take(3), not take(2).
func takesThree(_ source: Observable<Int>) -> Observable<Int> {
    source.take(3)
}

ExerciseCheck.run("12.1", "a marble test that catches broken take(2)s") { check in
    try check.that(takeTwoPasses { $0.take(2) }, "your test passes the library's real take(2)",
                   otherwise: "it returned false for a correct take(2)")
    try check.that(!takeTwoPasses(takesThree), "your test fails a take(2) that delivers three elements",
                   otherwise: "it returned true")
    try check.that(!takeTwoPasses(neverCompletes), "your test fails a take(2) that never completes",
                   otherwise: "it returned true: compare the completion too, and its time")
    try check.that(!takeTwoPasses(keepsSource), "your test fails a take(2) that stays subscribed to its source after the second element",
                   otherwise: "it returned true: compare hot.subscriptions too")
}
