// Exercise 18.1 (build): a refCount of your own.
// Practises chapter 18, section "The two halves: `connect` and `refCount`".
//
// `counted(_:)` must turn a connectable (from `publish()`, say) into an observable that connects
// it when its first subscriber arrives, keeps that one connection while anyone is subscribed, and
// disposes the connection when the last subscriber leaves; the next subscriber connects again.
// Build it with `Observable.create`, a lock and a count; subscribe the observer to the connectable
// before you connect, and call `connect()` and the connection's `dispose()` without holding your
// lock. (The source's terminal event is left out: the checks never end the source.)
//
// Check it: swift run rxbook check 18.1     Stuck? swift run rxbook hint 18.1
import Foundation
@testable import RxReading

/// Connects `connectable` for the first subscriber and disconnects it after the last.
func counted<Element>(_ connectable: ConnectableObservable<Element>) -> Observable<Element> {
    // Replace this: it subscribes to the connectable but never connects it.
    connectable.asObservable()
}
