/// `bind(to:)` for relays: forwards every element of the source to one or more relays with
/// `accept`. A relay cannot end, so the source's `completed` is dropped, and its error is a
/// misuse: debug builds stop the program, release builds print it.
// region: bindToRelay
extension ObservableType {
    /// Subscribes and sends each element to every one of `relays`; completion is dropped, an error
    /// stops a debug build (a release build prints it).
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// Subscribes and sends each element, wrapped in an Optional, to every one of `relays`;
    /// completion is dropped, an error stops a debug build (a release build prints it).
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(to: relays)
    }

    private func bind(to relays: [PublishRelay<Element>]) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                for relay in relays {
                    relay.accept(element)
                }
            case .error(let error):
                rxFatalErrorInDebug("Binding error to publish relay: \(error)")
            case .completed:
                // A relay cannot end; the binding just stops.
                break
            }
        }
    }

    /// Subscribes and sends each element to every one of `relays`; completion is dropped, an error
    /// stops a debug build (a release build prints it).
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// Subscribes and sends each element, wrapped in an Optional, to every one of `relays`;
    /// completion is dropped, an error stops a debug build (a release build prints it).
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(to: relays)
    }

    private func bind(to relays: [BehaviorRelay<Element>]) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                for relay in relays {
                    relay.accept(element)
                }
            case .error(let error):
                rxFatalErrorInDebug("Binding error to behavior relay: \(error)")
            case .completed:
                break
            }
        }
    }

    /// Subscribes and sends each element to every one of `relays`; completion is dropped, an error
    /// stops a debug build (a release build prints it).
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// Subscribes and sends each element, wrapped in an Optional, to every one of `relays`;
    /// completion is dropped, an error stops a debug build (a release build prints it).
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(to: relays)
    }

    private func bind(to relays: [ReplayRelay<Element>]) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                for relay in relays {
                    relay.accept(element)
                }
            case .error(let error):
                // RxSwift 6.5 names the wrong relay here ("behavior"); its message is kept.
                rxFatalErrorInDebug("Binding error to behavior relay: \(error)")
            case .completed:
                break
            }
        }
    }
}
// endregion: bindToRelay
