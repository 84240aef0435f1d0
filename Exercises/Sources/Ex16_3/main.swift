// The checks of exercise 16.3. Run them with: swift run rxbook check 16.3
import ExerciseKit
@testable import RxReading

/// A search API that counts the requests in flight: a request is in flight from its subscription
/// until it answers or is cancelled.
final class SearchAPI {
    var log: [String] = []
    var inFlight = 0
    var mostInFlight = 0
    var answers: [String: () -> Void] = [:]

    func request(_ term: String) -> Observable<[String]> {
        Observable.create { observer in
            self.inFlight += 1
            self.mostInFlight = max(self.mostInFlight, self.inFlight)
            self.log.append("start \(term)")
            var running = true
            self.answers[term] = {
                guard running else { return }
                running = false
                self.inFlight -= 1
                observer.onNext(["\(term)1", "\(term)2"])
                observer.onCompleted()
            }
            return Disposables.create {
                guard running else { return }
                running = false
                self.inFlight -= 1
                self.log.append("cancel \(term)")
            }
        }
    }
}

ExerciseCheck.run("16.3", "a switch that starts the next request before cancelling the last") { check in
    let api = SearchAPI()
    let terms = PublishSubject<String>()
    let received = EventLog<[String]>()
    let subscription = terms.searchLatest(api.request).subscribe(received)
    terms.onNext("r")
    terms.onNext("rx")
    try check.equal(api.mostInFlight, 1, "at most one request is in flight at any moment")
    try check.equal(api.log, ["start r", "cancel r", "start rx"], "the request for r is cancelled before the request for rx starts")
    api.answers["r"]?()
    api.answers["rx"]?()
    try check.equal(received.events, ["next([\"rx1\", \"rx2\"])"], "only the latest term's results arrive")
    subscription.dispose()
    api.answers = [:]
}
