// The checks of exercise 25.3. Run them with: swift run rxbook check 25.3
import ExerciseKit
@testable import RxReading

/// One request of `Network`: in flight until it answers or is cancelled.
final class NetworkRequest {
    let path: String
    fileprivate(set) var isCancelled = false
    fileprivate var completion: ((Result<String, Error>) -> Void)?

    fileprivate init(path: String, completion: @escaping (Result<String, Error>) -> Void) {
        self.path = path
        self.completion = completion
    }

    /// Stops the request: its completion will not be called, and is let go.
    func cancel() {
        isCancelled = true
        completion = nil
    }
}

/// The checks' network client: it keeps each request until the checks answer it.
final class Network {
    private(set) var requests: [NetworkRequest] = []

    /// Starts a request for `path`; `completion` is called when it answers, unless it was cancelled.
    @discardableResult
    func get(_ path: String, completion: @escaping (Result<String, Error>) -> Void) -> NetworkRequest {
        let request = NetworkRequest(path: path, completion: completion)
        requests.append(request)
        return request
    }

    /// Answers every request still in flight with `body`.
    func answerAll(with body: String) {
        for request in requests {
            let completion = request.completion
            request.completion = nil
            completion?(.success(body))
        }
        requests.removeAll()
    }
}

ExerciseCheck.run("25.3", "a request that outlives its screen") { check in
    let network = Network()
    let api = ProfileAPI(network: network)

    var shown: [String] = []
    var openScreen: DisposeBag? = DisposeBag()
    api.profile(id: 7).subscribe(onSuccess: { shown.append($0) }).disposed(by: openScreen!)
    try check.equal(network.requests.map(\.path), ["/users/7"], "subscribing sends one request, for the profile's path")
    network.answerAll(with: "Ada")
    try check.equal(shown, ["Ada"], "while the screen is open, the Single answers with the response body")
    openScreen = nil

    let before = Resources.total
    var closingScreen: DisposeBag? = DisposeBag()
    api.profile(id: 8).subscribe(onSuccess: { shown.append($0) }).disposed(by: closingScreen!)
    let request = network.requests.last
    closingScreen = nil
    try check.that(request?.isCancelled == true, "the screen goes away before the answer: its request is cancelled",
                   expected: "the request for /users/8 cancelled once the screen's DisposeBag has gone",
                   otherwise: "the request for /users/8 is still in flight after the screen went away")
    try check.equal(Resources.total, before,
                    "nothing of the subscription is left alive once the screen has gone (Resources.total back where it was)")
    network.answerAll(with: "Grace")
    try check.equal(shown, ["Ada"], "a late answer reaches nobody")
}
