// Exercise 25.3 (repair): a request that outlives its screen.
// Practises chapter 25, section "The screen that goes away".
//
// `ProfileAPI` wraps a callback-based network client in a `Single`: `profile(id:)` starts a
// request when it is subscribed and answers with the response body. It works while its screen
// is open. The checks subscribe from a screen's `DisposeBag`, close the screen before the
// network answers, and look at the request and at what is left alive. Find why the request goes
// on, and fix it without changing what the `Single` answers.
//
// `Network` (the checks' stand-in for a real client, in main.swift) starts a request with
// `get(_:completion:)` and returns it; `NetworkRequest.cancel()` stops it and drops its
// completion.
//
// Check it: swift run rxbook check 25.3     Stuck? swift run rxbook hint 25.3
//
// What was wrong: `create`'s closure dropped the request `get` returned and handed back an empty
// disposable, so disposing the subscription had nothing to cancel. The network kept the
// request, and its completion kept `single`, the subscription's sink and everything behind it.
// The disposable `create` returns is the subscription's way to stop the work: here, the request's
// `cancel()`. It also runs after an answer, where cancelling a finished request does nothing.
@testable import RxReading

final class ProfileAPI {
    let network: Network

    init(network: Network) {
        self.network = network
    }

    func profile(id: Int) -> Single<String> {
        Single.create { single in
            let request = self.network.get("/users/\(id)") { result in
                single(result)
            }
            return Disposables.create { request.cancel() }
        }
    }
}
