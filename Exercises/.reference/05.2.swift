// Exercise 05.2 (build): a subscribe with one closure for the end.
// Practises chapter 05, "Observables": how subscribe(onNext:onError:onCompleted:onDisposed:)
// turns closures into an AnonymousObserver and an onDisposed into a disposable it returns.
//
// Write `subscribe(onNext:onTerminated:onDisposed:)`. `onTerminated` runs once when the
// sequence ends: with nil on completion, with the error on failure. `onDisposed` runs exactly
// once, after `onTerminated`, when the sequence ends or when the returned disposable is disposed,
// whichever comes first. Disposing the returned disposable also ends the subscription. As
// written it only forwards elements. Build it from the pieces chapter 05's subscribe uses.
//
// Check it: swift run rxbook check 05.2     Stuck? swift run rxbook hint 05.2
@testable import RxReading

extension ObservableType {
    /// Subscribes with one closure for elements, one for the end (nil: completed), and one for
    /// disposal; returns the disposable that ends the subscription.
    func subscribe(
        onNext: @escaping (Element) -> Void,
        onTerminated: @escaping (Swift.Error?) -> Void,
        onDisposed: @escaping () -> Void
    ) -> Disposable {
        // An AnonymousDisposable runs its action once, however often it is disposed.
        let disposable = Disposables.create(with: onDisposed)
        let observer = AnonymousObserver<Element> { event in
            switch event {
            case .next(let value):
                onNext(value)
            case .error(let error):
                onTerminated(error)
                disposable.dispose()
            case .completed:
                onTerminated(nil)
                disposable.dispose()
            }
        }
        let subscription = asObservable().subscribe(observer)
        return Disposables.create(subscription, disposable)
    }
}
