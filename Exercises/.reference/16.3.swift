// Exercise 16.3 (repair): a switch that starts the next request before cancelling the last.
// Practises chapter 16, "What cancel means": in which order the switch sink disposes the old
// inner and subscribes the new one, and why.
//
// `searchLatest(_:)` is a hand-written flatMapLatest for search requests, the kind found in app
// code that predates flatMapLatest or avoids it. It keeps one request's subscription in a
// SerialDisposable and numbers the requests, so a replaced request's late answer is ignored. The
// checks use a fake API that, like many servers and rate-limited clients, tells you how many
// requests were in flight at once: with this code, typing a second letter has two requests in
// flight together, for a moment. Find the bug and fix it; keep the members.
//
// Check it: swift run rxbook check 16.3     Stuck? swift run rxbook hint 16.3
import Foundation
@testable import RxReading

extension ObservableType where Element == String {
    /// For each search term, the results of its request; a new term cancels the request before it.
    func searchLatest(_ request: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
        Observable.create { observer in
            let current = SerialDisposable()
            let lock = NSRecursiveLock()
            var latest = 0
            let terms = self.subscribe { event in
                switch event {
                case .next(let term):
                    lock.lock()
                    latest += 1
                    let id = latest
                    lock.unlock()
                    // The old request is cancelled first; only then does the new one start.
                    let slot = SingleAssignmentDisposable()
                    current.disposable = slot
                    slot.setDisposable(request(term).subscribe { result in
                        lock.lock()
                        defer { lock.unlock() }
                        if id == latest, case .next(let results) = result {
                            observer.onNext(results)
                        }
                    })
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
            return Disposables.create(terms, current)
        }
    }
}
