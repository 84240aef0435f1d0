// Exercise 23.3 (repair): a change detector that drifts.
// Practises chapter 23, section "One sink, one variable".
//
// `changes(by:areEqual:)` is meant to send an element only when its key differs (by
// `areEqual`) from the key of the last element it SENT, as `distinctUntilChanged(_:comparer:)`
// does. A thermometer reports tenths of a degree, 100, 104, 108, 112, 116, and a change is
// anything 5 or more away. It should send 100, 108 and 116; it sends 100 and nothing more, though
// the reading has moved 1.6 degrees. And it calls `keySelector` about twice per element, which
// matters when the key is costly. Find what the sink keeps, and make it keep the right thing.
//
// Check it: swift run rxbook check 23.3     Stuck? swift run rxbook hint 23.3
@testable import RxReading

extension ObservableType {
    /// Sends an element only when its key differs, by `areEqual`, from the last key sent.
    func changes<Key>(by keySelector: @escaping (Element) throws -> Key,
                      areEqual: @escaping (Key, Key) throws -> Bool) -> Observable<Element> {
        Changes(source: asObservable(), keySelector: keySelector, areEqual: areEqual)
    }
}

final class ChangesSink<Observer: ObserverType, Key>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let keySelector: (Element) throws -> Key
    let areEqual: (Key, Key) throws -> Bool
    /// The key of the last element sent: a dropped element leaves it as it was.
    var lastKey: Key?

    init(keySelector: @escaping (Element) throws -> Key, areEqual: @escaping (Key, Key) throws -> Bool,
         observer: Observer, cancel: Cancelable) {
        self.keySelector = keySelector
        self.areEqual = areEqual
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            do {
                let key = try keySelector(value)
                if let lastKey, try areEqual(lastKey, key) {
                    return
                }
                lastKey = key
            } catch let error {
                forwardOn(.error(error))
                dispose()
                return
            }
            forwardOn(event)
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

final class Changes<Element, Key>: Producer<Element> {
    let source: Observable<Element>
    let keySelector: (Element) throws -> Key
    let areEqual: (Key, Key) throws -> Bool

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key,
         areEqual: @escaping (Key, Key) throws -> Bool) {
        self.source = source
        self.keySelector = keySelector
        self.areEqual = areEqual
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: Changes.self)
            let sink = ChangesSink(keySelector: parent.keySelector, areEqual: parent.areEqual,
                                   observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
