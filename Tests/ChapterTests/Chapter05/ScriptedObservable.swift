@testable import RxReading

/// An observable made of chapter 05's parts alone, so chapter 05's claims about `subscribe` are
/// proven in chapter 05's own state, before chapter 07 brings `create` and `of`: it sends its
/// script of events to each subscriber, in order, and returns a disposable that does nothing.
///
/// It overrides `subscribeErased`, the one method an `Observable` subclass implements (internal
/// to RxReading, hence `@testable`).
final class ScriptedObservable<Element>: Observable<Element>, @unchecked Sendable {
    let script: [Event<Element>]

    init(_ script: [Event<Element>]) {
        self.script = script
        super.init()
    }

    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        for event in script {
            observer.on(event)
        }
        return Disposables.create()
    }
}
