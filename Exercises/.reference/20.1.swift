// Exercise 20.1 (build): a debounce. Reference solution.
import Foundation
@testable import RxReading

func myDebounce<Element>(_ source: Observable<Element>, _ dueTime: RxTimeInterval,
                         _ scheduler: SchedulerType) -> Observable<Element> {
    Observable.create { observer in
        let lock = NSRecursiveLock()
        var id = 0
        var waiting: Element?
        let timer = SerialDisposable()
        let subscription = source.subscribe { event in
            switch event {
            case .next(let element):
                lock.lock()
                id += 1
                let mine = id
                waiting = element
                lock.unlock()
                // Setting the next timer disposes this one; the id covers the one that runs anyway.
                timer.disposable = scheduler.scheduleRelative(mine, dueTime: dueTime) { mine in
                    lock.lock()
                    let due = mine == id ? waiting : nil
                    if due != nil { waiting = nil }
                    lock.unlock()
                    if let due { observer.onNext(due) }
                    return Disposables.create()
                }
            case .error(let error):
                lock.lock()
                waiting = nil
                lock.unlock()
                observer.onError(error)
            case .completed:
                lock.lock()
                let last = waiting
                waiting = nil
                lock.unlock()
                if let last { observer.onNext(last) }
                observer.onCompleted()
            }
        }
        return Disposables.create(subscription, timer)
    }
}
