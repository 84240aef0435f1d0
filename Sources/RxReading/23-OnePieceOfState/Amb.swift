// region: amb
extension ObservableType {
    /// Subscribes to every sequence of `sequence`, in order, and follows the first one to send
    /// anything (an element, an error or a completion); the others are disposed at that moment.
    /// An empty sequence gives a sequence that never sends.
    ///
    /// - Parameter sequence: The sequences that race, subscribed in its order.
    /// - Returns: An observable of the events of the first sequence to send anything.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
        where Sequence.Element == Observable<Element> {
        // A chain of two-way races, `never().amb(a).amb(b)...`, as RxSwift 6.5 builds it:
        // subscribing the outermost subscribes them all, innermost first, so in order.
        sequence.reduce(Observable<Element>.never()) { earlier, next in
            earlier.amb(next)
        }
    }

    /// Subscribes to this sequence and then to `right`, and follows whichever sends anything
    /// first (an element, an error or a completion); the other is disposed at that moment.
    ///
    /// - Parameter right: The sequence that races this one, subscribed after it.
    /// - Returns: An observable of the events of whichever of the two sends first.
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Amb(left: asObservable(), right: right.asObservable())
    }
}
// endregion: amb

// region: AmbSink
/// The two sides of an `amb`.
enum AmbSide {
    case left, right
}

/// One subscription to `a.amb(b)`: its one piece of state is which side won, decided once,
/// under `lock`, by the first event from either side.
///
/// RxSwift 6.5 sends that first event, and disposes the loser, while holding the lock; a thread
/// that holds a lock the observer needs and meanwhile sends on the other side waits for it
/// forever. Here the lock is held only to decide: the winner disposes the loser and sends
/// after releasing it, and a loser that finds the race decided drops its event and returns.
final class AmbSink<Observer: ObserverType>: Sink<Observer> {
    /// Guards `winner`. Nothing is called while it is held.
    let lock = RecursiveLock()
    var winner: AmbSide?

    /// Whether `side` is the winner: it is if it is the first to ask.
    func claim(_ side: AmbSide) -> Bool {
        lock.performLocked {
            if winner == nil {
                winner = side
            }
            return winner == side
        }
    }

    func run(left: Observable<Observer.Element>, right: Observable<Observer.Element>) -> Disposable {
        let leftSubscription = SingleAssignmentDisposable()
        let rightSubscription = SingleAssignmentDisposable()
        let leftObserver = AmbObserver(sink: self, side: .left, rival: rightSubscription)
        let rightObserver = AmbObserver(sink: self, side: .right, rival: leftSubscription)
        leftSubscription.setDisposable(left.subscribe(leftObserver))
        rightSubscription.setDisposable(right.subscribe(rightObserver))
        return Disposables.create(leftSubscription, rightSubscription)
    }
}

/// What one side of an `amb` subscribes with. Its first event asks the sink for the race; once
/// won, its events go straight through, with no lock: only its own source calls it.
final class AmbObserver<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    let sink: AmbSink<Observer>
    let side: AmbSide
    /// The other side's subscription, disposed by this side when it wins.
    let rival: Disposable
    // Touched only from this side's `on`, which its source calls one event at a time.
    var won = false

    init(sink: AmbSink<Observer>, side: AmbSide, rival: Disposable) {
        self.sink = sink
        self.side = side
        self.rival = rival
    }

    func on(_ event: Event<Element>) {
        if !won {
            guard sink.claim(side) else {
                return
            }
            won = true
            rival.dispose()
        }
        sink.forwardOn(event)
        if event.isStopEvent {
            sink.dispose()
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class Amb<Element>: Producer<Element>, @unchecked Sendable {
    let left: Observable<Element>
    let right: Observable<Element>

    init(left: Observable<Element>, right: Observable<Element>) {
        self.left = left
        self.right = right
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: Amb.self)
            let sink = AmbSink(observer: observer, cancel: cancel)
            let subscription = sink.run(left: parent.left, right: parent.right)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: AmbSink
