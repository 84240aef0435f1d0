// Exercise 18.1 (build): a refCount of your own. A reference solution.
import Foundation
@testable import RxReading

/// Connects `connectable` for the first subscriber and disconnects it after the last.
func counted<Element>(_ connectable: ConnectableObservable<Element>) -> Observable<Element> {
    let lock = NSLock()
    var count = 0
    // The place for the connection, set under the lock with the count, filled after `connect()`.
    var connection: SingleAssignmentDisposable?
    return Observable.create { observer in
        let subscription = connectable.subscribe(observer)
        lock.lock()
        count += 1
        var toConnect: SingleAssignmentDisposable?
        if count == 1 {
            toConnect = SingleAssignmentDisposable()
            connection = toConnect
        }
        lock.unlock()
        toConnect?.setDisposable(connectable.connect())
        return Disposables.create {
            subscription.dispose()
            lock.lock()
            count -= 1
            let toDispose = count == 0 ? connection : nil
            if count == 0 { connection = nil }
            lock.unlock()
            toDispose?.dispose()
        }
    }
}
