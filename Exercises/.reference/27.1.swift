// Exercise 27.1 (build): a spinner of your own.
// Practises chapter 27, sections "One keystroke's journey" and "Leaving the screen".
//
// The example app's `ActivityIndicator` says whether any request is running. Build a smaller
// one: `track(_:)` returns `source` unchanged, except that while a subscription to it is alive
// the spinner counts it as running; `isSpinning` is `true` while at least one is, `false`
// otherwise, replays its current value to a new subscriber, and never repeats a value.
// A request counts as ended however it ends: it completes, it fails, or it is disposed before
// it answers (`flatMapLatest` replacing it, the user leaving the screen).
//
// Chapter 24's `Observable.using` gives you a resource that lives exactly as long as a
// subscription; chapter 26's `BehaviorRelay` holds a count.
//
// Check it: swift run rxbook check 27.1     Stuck? swift run rxbook hint 27.1
@testable import RxReading

final class Spinner {
    private let running = BehaviorRelay(value: 0)
    let isSpinning: Observable<Bool>

    init() {
        isSpinning = running.map { $0 > 0 }.distinctUntilChanged().share(replay: 1)
    }

    func track<Element>(_ source: Observable<Element>) -> Observable<Element> {
        let running = self.running
        return Observable.using({ Ticket(running) }, observableFactory: { _ in source })
    }
}

/// What `using` holds while a tracked subscription lives: one in the count, given back on dispose.
private final class Ticket: Disposable {
    private let running: BehaviorRelay<Int>
    private var given = false

    init(_ running: BehaviorRelay<Int>) {
        self.running = running
        running.accept(running.value + 1)
    }

    func dispose() {
        guard !given else { return }
        given = true
        running.accept(running.value - 1)
    }
}
