// Exercise 20.3 (repair): a timeout that switches although an element came in time.
// Practises chapter 20, sections "timeout" and "The stale timer": why each timer carries an id.
//
// `myTimeout` switches to `other` when `dueTime` passes after the subscription or an element with
// nothing new. Each element sets a new timer in a SerialDisposable, which disposes the one before.
// That is enough on a scheduler that can always cancel; but a timer that has already started on
// another thread when its disposal comes runs anyway. The checks play that with a scheduler that
// cannot cancel, and find this timeout switching 10 ticks after an element, not 20. Fix it so a
// timer that is no longer the current one does nothing, keeping everything else.
//
// Check it: swift run rxbook check 20.3     Stuck? swift run rxbook hint 20.3
import Foundation
@testable import RxReading

func myTimeout<Element>(_ source: Observable<Element>, _ dueTime: RxTimeInterval, other: Observable<Element>,
                        _ scheduler: SchedulerType) -> Observable<Element> {
    Observable.create { observer in
        let lock = NSRecursiveLock()
        var switched = false
        let timer = SerialDisposable()
        let subscription = SerialDisposable()
        func startTimer() {
            timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                lock.lock()
                let wins = !switched
                switched = true
                lock.unlock()
                if wins {
                    subscription.disposable = other.subscribe(observer)
                }
                return Disposables.create()
            }
        }
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer()
        original.setDisposable(source.subscribe { event in
            lock.lock()
            let late = switched
            lock.unlock()
            if late { return }
            observer.on(event)
            if case .next = event {
                startTimer()
            }
        })
        return Disposables.create(subscription, timer)
    }
}
