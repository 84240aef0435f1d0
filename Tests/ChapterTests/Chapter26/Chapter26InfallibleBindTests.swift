import XCTest
@testable import RxReading
import RxReadingTest

/// RxCocoa's `bind` family on chapter 25's `Infallible`, as RxSwift 6.5's `Infallible+Bind.swift`
/// has it.
final class Chapter26InfallibleBindTests: RxReadingTestCase {
    /// `bind(to:)` an observer forwards every event of an `Infallible`, its completion too.
    func testBindingAnInfallibleToAnObserverForwardsItsCompletion() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        let subscription = Infallible.from([1, 2]).bind(to: subject)
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        subscription.dispose()
    }

    /// `bind(to:)` relays sends every element, wrapped in an Optional for a relay of optionals, and
    /// the relays go on accepting after the `Infallible` completes.
    func testBindingAnInfallibleToRelaysSendsElementsAndNeverEndsThem() {
        let behavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 3)
        var published: [Int] = []
        let watching = publish.subscribe(onNext: { published.append($0) })
        _ = Infallible.from([1, 2]).bind(to: behavior)
        _ = Infallible.from([1, 2]).bind(to: publish)
        _ = Infallible.from([1, 2]).bind(to: replay)
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(published, [1, 2])
        publish.accept(3)
        XCTAssertEqual(published, [1, 2, 3], "the publish relay still accepts after the source completed")
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [1, 2])
        watching.dispose()
    }

    /// `bind(onNext:)` on an `Infallible` runs for each element, and a function binder is handed the
    /// `Infallible` itself.
    func testBindOnNextAndAFunctionBinder() {
        var seen: [Int] = []
        _ = Infallible.from([1, 2, 3]).bind(onNext: { seen.append($0) })
        XCTAssertEqual(seen, [1, 2, 3])
        let count = Infallible.from([1, 2, 3]).bind(to: { infallible -> Int in
            var elements = 0
            _ = infallible.subscribe(onNext: { _ in elements += 1 })
            return elements
        })
        XCTAssertEqual(count, 3)
    }
}
